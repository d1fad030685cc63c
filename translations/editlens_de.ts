<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AcceptRejectDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+141"/>
        <source>Clear review</source>
        <translation>Prüfung löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept box</source>
        <translation>Box annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject box</source>
        <translation>Box ablehnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relabel box</source>
        <translation>Box neu beschriften</translation>
    </message>
</context>
<context>
    <name>AddDifferenceCommand</name>
    <message>
        <location line="-121"/>
        <source>Add %1 box</source>
        <translation>%1-Box hinzufügen</translation>
    </message>
</context>
<context>
    <name>AdieeImport</name>
    <message>
        <location filename="../core/io/adieeimport.cpp" line="+61"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>Pflichtfeld „%1“ fehlt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;item&apos; must be %1 or a string, not %2</source>
        <translation>Feld „item“ muss %1 oder eine Zeichenkette sein, nicht %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>Feld „%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>Feld „%1“ ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing required field &apos;score&apos;</source>
        <translation>Pflichtfeld „score“ fehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;score&apos; must be a finite number</source>
        <translation>Feld „score“ muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score %1 is outside ADIEE&apos;s scale 0-10</source>
        <translation>Score %1 liegt außerhalb der ADIEE-Skala 0–10</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give either &apos;image_path&apos; or &apos;item&apos; and &apos;system&apos;, not both</source>
        <translation>geben Sie entweder „image_path“ oder „item“ und „system“ an, nicht beides</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>missing &apos;image_path&apos; (or &apos;item&apos; and &apos;system&apos;): the row names no output</source>
        <translation>„image_path“ (oder „item“ und „system“) fehlt: Die Zeile nennt keine Ausgabe</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation>die Studie hat kein Element „%1“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos; (it has: %3)</source>
        <translation>Element „%1“ hat keine Ausgabe von System „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 outputs of the study have the image &apos;%2&apos;; name the item and system instead</source>
        <translation>%1 Ausgaben der Studie haben das Bild „%2“; geben Sie stattdessen Element und System an</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no output of the study has the image &apos;%1&apos;</source>
        <translation>keine Ausgabe der Studie hat das Bild „%1“</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ADIEE scores</source>
        <translation>ADIEE-Scores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ADIEE scorer output (JSON array or JSONL of {item, system, score} or {image_path, score}, 0-10): scores --metric (adiee) on the study&apos;s outputs</source>
        <translation>Ausgabe des ADIEE-Scorers (JSON-Array oder JSONL aus {item, system, score} oder {image_path, score}, 0–10): Scores --metric (adiee) für die Ausgaben der Studie</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the study has no items to score; import its items and outputs first</source>
        <translation>die Studie hat keine Elemente zum Bewerten; importieren Sie zuerst ihre Elemente und Ausgaben</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the output of system &apos;%1&apos; in item &apos;%2&apos; was already scored on line %3</source>
        <translation>die Ausgabe von System „%1“ in Element „%2“ wurde bereits in Zeile %3 bewertet</translation>
    </message>
</context>
<context>
    <name>AdieeTrainExport</name>
    <message>
        <location filename="../core/io/adieetrainexport.cpp" line="+18"/>
        <source>ADIEE training samples</source>
        <translation>ADIEE-Trainingsbeispiele</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>outputs rated on the &apos;adiee&apos; dimension as JSON Lines (input, instruction, output, ground truth, score 0-1, annotator, rule)</source>
        <translation>auf der Dimension „adiee“ bewertete Ausgaben als JSON Lines (Eingabe, Anweisung, Ausgabe, Ground Truth, Score 0–1, Annotator, Regel)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output with an image is rated on the &apos;adiee&apos; dimension; run `editlens-cli autolabel` first</source>
        <translation>keine Ausgabe mit Bild ist auf der Dimension „adiee“ bewertet; führen Sie zuerst `editlens-cli autolabel` aus</translation>
    </message>
</context>
<context>
    <name>AlignmentModel</name>
    <message>
        <location filename="../ui/itemmodels/alignmentmodel.cpp" line="+220"/>
        <source>How well people agree with each other: each annotator against the mean of the others (Spearman, averaged like the metrics), ICC(2,1) and Krippendorff&apos;s α (interval).</source>
        <translation>Wie gut Menschen untereinander übereinstimmen: jeder Annotator gegen den Mittelwert der anderen (Spearman, gemittelt wie die Metriken), ICC(2,1) und Krippendorffs α (Intervall).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems left out (no annotator&apos;s correlation defined): %1</source>
        <translation>Ausgelassene Systeme (für keinen Annotator ist eine Korrelation definiert): %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators left out where their correlation is undefined (too few or all-equal ratings of that system): %1</source>
        <translation>Annotatoren, die ausgelassen wurden, wo ihre Korrelation undefiniert ist (zu wenige oder lauter gleiche Bewertungen dieses Systems): %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Metric %1 as a pairwise judge: unavailable, because %2.</source>
        <translation>Metrik %1 als paarweiser Judge: nicht verfügbar, weil %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric %1 as a pairwise judge (%2 rule): four-way accuracy against the human votes over %3 comparisons.</source>
        <translation>Metrik %1 als paarweiser Judge (Regel %2): vierstufige Genauigkeit gegenüber den menschlichen Stimmen über %3 Vergleiche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairwise judge %1: four-way accuracy against the human votes (GenAI-Bench rule) over %2 comparisons.</source>
        <translation>Paarweiser Judge %1: vierstufige Genauigkeit gegenüber den menschlichen Stimmen (GenAI-Bench-Regel) über %2 Vergleiche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial: computed on fewer systems than the study holds (n %1; left out, undefined correlation: %2). Listed after the complete metrics and never marked as reaching the ceiling.</source>
        <translation>Teilweise: auf weniger Systemen berechnet, als die Studie enthält (n %1; ausgelassen, undefinierte Korrelation: %2). Wird nach den vollständigen Metriken aufgeführt und nie als die Obergrenze erreichend markiert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The 95% CI of this metric&apos;s Spearman reaches the human ceiling (human-to-human %1): it agrees with people about as well as people agree with each other.</source>
        <translation>Das 95-%-KI des Spearman-Werts dieser Metrik erreicht die menschliche Obergrenze (Mensch zu Mensch %1): Sie stimmt etwa so gut mit Menschen überein wie Menschen untereinander.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This metric&apos;s Spearman reaches the human ceiling (human-to-human %1); its CI is still being computed.</source>
        <translation>Der Spearman-Wert dieser Metrik erreicht die menschliche Obergrenze (Mensch zu Mensch %1); ihr KI wird noch berechnet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Percentile bootstrap over items of the Spearman value (95%).</source>
        <translation>Perzentil-Bootstrap des Spearman-Werts über die Elemente (95 %).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No p-value: %1</source>
        <translation>Kein p-Wert: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two-sided p-value: the per-system p-values of %n system(s) combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</source>
        <translation>
            <numerusform>Zweiseitiger p-Wert: die p-Werte je System von %n System, kombiniert mit Stouffers vorzeichenbehaftetem z (die Systeme teilen sich Elemente, daher nur als Richtwert zu verstehen).</numerusform>
            <numerusform>Zweiseitiger p-Wert: die p-Werte je System von %n Systemen, kombiniert mit Stouffers vorzeichenbehaftetem z (die Systeme teilen sich Elemente, daher nur als Richtwert zu verstehen).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-sided p-value of the pooled coefficient (as scipy.stats computes it).</source>
        <translation>Zweiseitiger p-Wert des gepoolten Koeffizienten (wie scipy.stats ihn berechnet).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM pairwise alignment: share of item pairs of two systems that the metric orders like the humans, averaged over the system pairs.</source>
        <translation>Paarweise BPM-Übereinstimmung: Anteil der Elementpaare zweier Systeme, die die Metrik genauso ordnet wie die Menschen, gemittelt über die Systempaare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out (undefined correlation): %1</source>
        <translation>Ausgelassen (undefinierte Korrelation): %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human ceiling</source>
        <translation>Menschliche Obergrenze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: %1</source>
        <translation>Judge: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score judge: %1</source>
        <translation>Score-Judge: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ◐ partial: n %2, without %3</source>
        <translation>%1 ◐ teilweise: n %2, ohne %3</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pearson r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kendall τ</source>
        <translation>Kendall τ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM pairwise</source>
        <translation>BPM paarweise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ICC(2,1)</source>
        <translation>ICC(2,1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n</source>
        <translation>n</translation>
    </message>
</context>
<context>
    <name>AlignmentSession</name>
    <message>
        <location filename="../core/alignment/alignmentsession.cpp" line="+484"/>
        <source>fewer than 3 pairs</source>
        <translation>weniger als 3 Paare</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no system has 3 or more pairs</source>
        <translation>kein System hat 3 oder mehr Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perfect correlations of opposite signs in two systems</source>
        <translation>perfekte Korrelationen mit entgegengesetzten Vorzeichen in zwei Systemen</translation>
    </message>
</context>
<context>
    <name>AlphaPersistJob</name>
    <message>
        <location filename="../ui/docks/alphapersistjob.cpp" line="+39"/>
        <source>BPM stored at α = %1 (%2)</source>
        <translation>BPM mit α = %1 gespeichert (%2)</translation>
    </message>
</context>
<context>
    <name>AlphaSweep</name>
    <message>
        <location filename="../core/alignment/alphasweep.cpp" line="+113"/>
        <source>unavailable: the study stores no BPM components (score it with the bpm metric first)</source>
        <translation>nicht verfügbar: Die Studie speichert keine BPM-Komponenten (berechnen Sie zuerst die Metrik bpm)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: no output has a stored S_modify (bpm_s_modify), which needs the CLIP model when scoring</source>
        <translation>nicht verfügbar: Keine Ausgabe hat ein gespeichertes S_modify (bpm_s_modify), das beim Berechnen das CLIP-Modell benötigt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the study has no human ratings to align with</source>
        <translation>nicht verfügbar: Die Studie hat keine menschlichen Bewertungen zum Abgleich</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>unavailable: no output has both S_preserve and S_modify stored</source>
        <translation>nicht verfügbar: Keine Ausgabe hat sowohl S_preserve als auch S_modify gespeichert</translation>
    </message>
</context>
<context>
    <name>AnnotationStore</name>
    <message>
        <source>an annotation needs an annotator name</source>
        <translation type="vanished">eine Annotation braucht den Namen eines Annotators</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">Annotator kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>cannot start a transaction</source>
        <translation type="vanished">Transaktion kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>cannot read annotators</source>
        <translation type="vanished">Annotatoren können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read differences</source>
        <translation type="vanished">Unterschiede können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read outputs</source>
        <translation type="vanished">Ausgaben können nicht gelesen werden</translation>
    </message>
    <message>
        <source>no output with id %1</source>
        <translation type="vanished">keine Ausgabe mit der ID %1</translation>
    </message>
    <message>
        <source>cannot save preference</source>
        <translation type="vanished">Präferenz kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot clear preference</source>
        <translation type="vanished">Präferenz kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot read preference</source>
        <translation type="vanished">Präferenz kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot save difference</source>
        <translation type="vanished">Unterschied kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot move difference</source>
        <translation type="vanished">Unterschied kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>no difference with id %1</source>
        <translation type="vanished">kein Unterschied mit der ID %1</translation>
    </message>
    <message>
        <source>cannot relabel difference</source>
        <translation type="vanished">Unterschied kann nicht neu beschriftet werden</translation>
    </message>
    <message>
        <source>cannot delete difference</source>
        <translation type="vanished">Unterschied kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot read difference</source>
        <translation type="vanished">Unterschied kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot save review</source>
        <translation type="vanished">Prüfung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot save the output&apos;s completion</source>
        <translation type="vanished">der Abschlussstatus der Ausgabe kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot read the output&apos;s completion</source>
        <translation type="vanished">der Abschlussstatus der Ausgabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read reviews</source>
        <translation type="vanished">Prüfungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read review</source>
        <translation type="vanished">Prüfung kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot save coherence label</source>
        <translation type="vanished">Kohärenz-Label kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot read coherence label</source>
        <translation type="vanished">Kohärenz-Label kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read masks</source>
        <translation type="vanished">Masken können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read mask image</source>
        <translation type="vanished">Maskenbild kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation type="vanished">unbekannte Maskenart „%1“</translation>
    </message>
    <message>
        <source>an empty mask cannot be saved</source>
        <translation type="vanished">eine leere Maske kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot create the mask folder</source>
        <translation type="vanished">der Maskenordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write mask image: %1</source>
        <translation type="vanished">Maskenbild kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot save mask</source>
        <translation type="vanished">Maske kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot delete mask</source>
        <translation type="vanished">Maske kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot start an annotation session</source>
        <translation type="vanished">Annotationssitzung kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>cannot end an annotation session</source>
        <translation type="vanished">Annotationssitzung kann nicht beendet werden</translation>
    </message>
    <message>
        <source>cannot read sessions</source>
        <translation type="vanished">Sitzungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot submit item</source>
        <translation type="vanished">Element kann nicht abgeschickt werden</translation>
    </message>
    <message>
        <source>cannot reopen item for revision</source>
        <translation type="vanished">Element kann nicht zur Überarbeitung wieder geöffnet werden</translation>
    </message>
    <message>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation type="vanished">Element %1 wurde nicht von „%2“ abgeschickt</translation>
    </message>
    <message>
        <source>cannot read submissions</source>
        <translation type="vanished">abgeschickte Elemente können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>AnnotatorExclusions</name>
    <message>
        <source>cannot read the annotators excluded from alignment: %1</source>
        <translation type="vanished">die vom Übereinstimmungsabgleich ausgeschlossenen Annotatoren können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/annotatorexclusions.cpp" line="+35"/>
        <source>the study&apos;s list of annotators excluded from alignment (%1) is not a JSON list of names</source>
        <translation>die Liste der vom Übereinstimmungsabgleich ausgeschlossenen Annotatoren der Studie (%1) ist keine JSON-Liste von Namen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study&apos;s list of annotators excluded from alignment (%1) holds something other than a name</source>
        <translation>die Liste der vom Übereinstimmungsabgleich ausgeschlossenen Annotatoren der Studie (%1) enthält etwas anderes als einen Namen</translation>
    </message>
    <message>
        <source>cannot save the annotators excluded from alignment: %1</source>
        <translation type="vanished">die vom Übereinstimmungsabgleich ausgeschlossenen Annotatoren können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot read the annotators excluded from alignment</source>
        <translation>die vom Übereinstimmungsabgleich ausgeschlossenen Annotatoren können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+9"/>
        <source>cannot save the annotators excluded from alignment</source>
        <translation>die vom Übereinstimmungsabgleich ausgeschlossenen Annotatoren können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>excluded in the study&apos;s settings</source>
        <translation>in den Einstellungen der Studie ausgeschlossen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>named for this run</source>
        <translation>für diesen Lauf angegeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>failed %1 of %2 attention checks</source>
        <translation>%1 von %2 Aufmerksamkeitsprüfungen nicht bestanden</translation>
    </message>
</context>
<context>
    <name>AnnotatorName</name>
    <message>
        <location filename="../core/study/annotatorname.cpp" line="+12"/>
        <source>an annotator needs a name</source>
        <translation>ein Annotator braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the annotator name &apos;%1&apos; begins or ends with a space; names are compared exactly, so give it without</source>
        <translation>der Annotatorname „%1“ beginnt oder endet mit einem Leerzeichen; Namen werden exakt verglichen, geben Sie ihn also ohne an</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the annotator name &apos;%1&apos; holds a line break, tab or other control character</source>
        <translation>der Annotatorname „%1“ enthält einen Zeilenumbruch, einen Tabulator oder ein anderes Steuerzeichen</translation>
    </message>
</context>
<context>
    <name>AnnotatorProgress</name>
    <message>
        <location filename="../core/storage/annotatorprogress.cpp" line="+22"/>
        <source>fewer than %1 shared ratings</source>
        <translation>weniger als %1 gemeinsame Bewertungen</translation>
    </message>
    <message>
        <source>cannot read the ratings: %1</source>
        <translation type="vanished">die Bewertungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot read the ratings</source>
        <translation>die Bewertungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>their ratings or the others&apos; mean do not vary on the shared ratings</source>
        <translation>ihre Bewertungen oder der Mittelwert der anderen variieren bei den gemeinsamen Bewertungen nicht</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable, because %1</source>
        <translation>nicht verfügbar, weil %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (median %2)</source>
        <translation>%1 (Median %2)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read the gold answers</source>
        <translation>die Goldantworten können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the gold answers: %1</source>
        <translation type="vanished">die Goldantworten können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>AnnotatorRows</name>
    <message>
        <location filename="../core/storage/annotatorrows.cpp" line="+17"/>
        <source>cannot record annotator &apos;%1&apos;</source>
        <translation>Annotator „%1“ kann nicht erfasst werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read annotator &apos;%1&apos;</source>
        <translation>Annotator „%1“ kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>AnnotatorStore</name>
    <message>
        <location filename="../core/storage/annotatorstore.cpp" line="+24"/>
        <source>cannot record annotator</source>
        <translation>Annotator kann nicht erfasst werden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot read annotators</source>
        <translation>Annotatoren können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>AnswerParse</name>
    <message>
        <location filename="../core/modelstages/answerparse.cpp" line="+69"/>
        <source>the answer holds no JSON object</source>
        <translation>die Antwort enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the answer has no field &apos;%1&apos;</source>
        <translation>die Antwort hat kein Feld „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer&apos;s field &apos;%1&apos; is not text</source>
        <translation>das Feld „%1“ der Antwort ist kein Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer&apos;s field &apos;%1&apos; is empty</source>
        <translation>das Feld „%1“ der Antwort ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the answer&apos;s field &apos;%1&apos; is &apos;%2&apos;, not one of %3</source>
        <translation>das Feld „%1“ der Antwort ist „%2“, nicht eines von %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the answer&apos;s JSON ends before it is closed (a cut-off answer?)</source>
        <translation>das JSON der Antwort endet, bevor es geschlossen wird (eine abgeschnittene Antwort?)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the answer&apos;s JSON is malformed: %1</source>
        <translation>das JSON der Antwort ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the answer holds no JSON</source>
        <translation>die Antwort enthält kein JSON</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the answer says both YES and NO</source>
        <translation>die Antwort sagt sowohl YES als auch NO</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer holds neither JSON nor a line &quot;Answer: YES&quot; or &quot;Answer: NO&quot;</source>
        <translation>die Antwort enthält weder JSON noch eine Zeile „Answer: YES“ oder „Answer: NO“</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the answer has no field &apos;score&apos;</source>
        <translation>die Antwort hat kein Feld „score“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the answer&apos;s field &apos;score&apos; is not a list of numbers</source>
        <translation>das Feld „score“ der Antwort ist keine Liste von Zahlen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the prompt asks for %n sub-score(s), the answer has %1</source>
        <translation>
            <numerusform>der Prompt verlangt %n Teilscore, die Antwort hat %1</numerusform>
            <numerusform>der Prompt verlangt %n Teilscores, die Antwort hat %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sub-score %1 is not a number</source>
        <translation>Teilscore %1 ist keine Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sub-score %1 is %2, outside 0-10</source>
        <translation>Teilscore %1 ist %2, außerhalb von 0–10</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the answer holds neither JSON nor a verdict [[A&gt;B]], [[B&gt;A]], [[A=B=Good]] or [[A=B=Bad]]</source>
        <translation>die Antwort enthält weder JSON noch ein Urteil [[A&gt;B]], [[B&gt;A]], [[A=B=Good]] oder [[A=B=Bad]]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer gives more than one verdict (%1)</source>
        <translation>die Antwort gibt mehr als ein Urteil ab (%1)</translation>
    </message>
    <message>
        <location filename="../core/modelstages/answerboxes.cpp" line="+35"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+5"/>
        <source>box</source>
        <translation>Box</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the object has no field &apos;bbox_2d&apos;</source>
        <translation>das Objekt hat kein Feld „bbox_2d“</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the image&apos;s size is unknown, so no box can be placed on it</source>
        <translation>die Größe des Bildes ist unbekannt, daher kann keine Box darauf platziert werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box is a list of four numbers [x0, y0, x1, y1]</source>
        <translation>eine Box ist eine Liste aus vier Zahlen [x0, y0, x1, y1]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a box coordinate is not a number</source>
        <translation>eine Box-Koordinate ist keine Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the box [%1, %2, %3, %4] is inverted or empty (x1 must exceed x0, y1 y0)</source>
        <translation>die Box [%1, %2, %3, %4] ist vertauscht oder leer (x1 muss größer als x0 sein, y1 größer als y0)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the box [%1, %2, %3, %4] lies outside the range of the convention %5 (0-%6 by 0-%7)</source>
        <translation>die Box [%1, %2, %3, %4] liegt außerhalb des Bereichs der Konvention %5 (0–%6 mal 0–%7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the box lies on the image&apos;s edge, with no area inside it</source>
        <translation>die Box liegt auf dem Rand des Bildes und hat keine Fläche darin</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the answer&apos;s list mixes boxes and objects</source>
        <translation>die Liste der Antwort mischt Boxen und Objekte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer has no list &apos;boxes&apos;</source>
        <translation>die Antwort hat keine Liste „boxes“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the answer&apos;s &apos;boxes&apos; holds objects, not boxes</source>
        <translation>„boxes“ der Antwort enthält Objekte, keine Boxen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the answer has no list &apos;differences&apos;</source>
        <translation>die Antwort hat keine Liste „differences“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not an object with op, box, description and confidence</source>
        <translation>kein Objekt mit op, box, description und confidence</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>op &apos;%1&apos; is not one of ADD, REMOVE, EDIT</source>
        <translation>op „%1“ ist nicht eines von ADD, REMOVE, EDIT</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no text &apos;description&apos;</source>
        <translation>es hat keinen Text „description“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its confidence is missing or not a number</source>
        <translation>seine Konfidenz fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its confidence %1 lies outside 0-1</source>
        <translation>seine Konfidenz %1 liegt außerhalb von 0–1</translation>
    </message>
</context>
<context>
    <name>AuroraImport</name>
    <message>
        <location filename="../core/io/aurorarows.cpp" line="+30"/>
        <location line="+43"/>
        <location line="+16"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>Pflichtfeld „%1“ fehlt</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+13"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>Feld „%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>Feld „%1“ ist leer</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>field &apos;%1&apos; must be an array of two non-empty strings</source>
        <translation>Feld „%1“ muss ein Array aus zwei nicht leeren Zeichenketten sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; must be a finite number</source>
        <translation>Feld „%1“ muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is outside the scale %3-%4</source>
        <translation>%1 %2 liegt außerhalb der Skala %3–%4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 image &apos;%2&apos; does not exist (looked for %3)</source>
        <translation>%1-Bild „%2“ existiert nicht (gesucht: %3)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>both models are &apos;%1&apos;</source>
        <translation>beide Modelle sind „%1“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>winner &apos;%1&apos; is neither of the models &apos;%2&apos; and &apos;%3&apos; nor &quot;tie&quot;</source>
        <translation>Gewinner „%1“ ist weder eines der Modelle „%2“ und „%3“ noch „tie“</translation>
    </message>
    <message>
        <location filename="../core/io/auroraimport.cpp" line="+100"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3 (the system is the name of the folder holding &apos;gen&apos;; give each row a &apos;model&apos;)</source>
        <translation>Element „%1“ hat bereits eine Ausgabe von System „%2“ in Zeile %3 (das System ist der Name des Ordners, der „gen“ enthält; geben Sie jeder Zeile ein „model“)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3</source>
        <translation>Element „%1“ hat bereits eine Ausgabe von System „%2“ in Zeile %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>model &apos;%1&apos; has the image &apos;%2&apos; on line %3 but &apos;%4&apos; here</source>
        <translation>Modell „%1“ hat in Zeile %3 das Bild „%2“, hier aber „%4“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>models &apos;%1&apos; and &apos;%2&apos; were already compared for item &apos;%3&apos; on line %4</source>
        <translation>die Modelle „%1“ und „%2“ wurden für Element „%3“ bereits in Zeile %4 verglichen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>this row repeats the input and prompt of line %1 (item &apos;%2&apos;)</source>
        <translation>diese Zeile wiederholt Eingabe und Prompt von Zeile %1 (Element „%2“)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AURORA-Bench human score: the mean of the raters&apos; 0-2 judgements</source>
        <translation>Menschlicher AURORA-Bench-Score: Mittelwert der 0–2-Urteile der Bewertenden</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>AURORA-Bench ratings, votes and benchmark</source>
        <translation>AURORA-Bench-Bewertungen, -Stimmen und -Benchmark</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AURORA-Bench point-wise scores (rating &apos;aurora&apos;, 0-2), pair-wise votes (preferences) or test.json (items with ground truth), JSON array or JSONL</source>
        <translation>Punktweise AURORA-Bench-Scores (Bewertung „aurora“, 0–2), paarweise Stimmen (Präferenzen) oder test.json (Elemente mit Ground Truth), JSON-Array oder JSONL</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the first row is none of AURORA&apos;s shapes: expected &quot;input&quot; with &quot;gen&quot; and &quot;score&quot; (point-wise), &quot;gens&quot;, &quot;models&quot; and &quot;winner&quot; (pair-wise), or &quot;output&quot; and &quot;prompt&quot; (test.json)</source>
        <translation>die erste Zeile hat keine der AURORA-Formen: erwartet „input“ mit „gen“ und „score“ (punktweise), „gens“, „models“ und „winner“ (paarweise) oder „output“ und „prompt“ (test.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown shape</source>
        <translation>unbekannte Form</translation>
    </message>
</context>
<context>
    <name>AutoLabel</name>
    <message>
        <location filename="../core/scoring/autolabel.cpp" line="+87"/>
        <source>no rule labels an output of %1 that passes the negative rules</source>
        <translation>keine Regel beschriftet eine Ausgabe von %1, die die negativen Regeln besteht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a ground-truth image</source>
        <translation>ein Ground-Truth-Bild</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the input images&apos; thresholds</source>
        <translation>die Schwellenwerte der Eingabebilder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output of a high-quality system needs %1</source>
        <translation>eine Ausgabe eines hochwertigen Systems benötigt %1</translation>
    </message>
    <message>
        <location filename="../core/scoring/studyautolabel.cpp" line="+42"/>
        <source>needs %1 and %2 stored (their embeddings give the input images&apos; similarity to the ground truth)</source>
        <translation>benötigt gespeicherte %1 und %2 (ihre Einbettungen liefern die Ähnlichkeit der Eingabebilder zur Ground Truth)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 were scored with different model versions</source>
        <translation>%1 und %2 wurden mit unterschiedlichen Modellversionen berechnet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not in the model manifest</source>
        <translation>%1 ist nicht im Modellmanifest</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no item has both embeddings of %1 and %2 stored</source>
        <translation>kein Element hat Einbettungen von sowohl %1 als auch %2 gespeichert</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>ADIEE automatic label: 0 failed edit, 0.5 partial success (or over-edit), 1 successful edit; fractions from multi-turn sequences</source>
        <translation>Automatisches ADIEE-Label: 0 misslungene Bearbeitung, 0,5 Teilerfolg (oder Überbearbeitung), 1 gelungene Bearbeitung; Bruchteile aus Mehrschritt-Sequenzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the percentile must lie in [0, 100], not %1</source>
        <translation>das Perzentil muss in [0, 100] liegen, nicht %1</translation>
    </message>
    <message>
        <source>the labels need an annotator name</source>
        <translation type="vanished">die Labels brauchen den Namen eines Annotators</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds the anchor samples&apos; labels; the rules need another annotator</source>
        <translation>%1 enthält die Labels der Ankerbeispiele; die Regeln brauchen einen anderen Annotator</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cancelled while scoring; no label was changed</source>
        <translation>während der Berechnung abgebrochen; kein Label wurde geändert</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not stored; run `editlens-cli score STUDY --metrics %1` (or autolabel with --models DIR)</source>
        <translation>nicht gespeichert; führen Sie `editlens-cli score STUDY --metrics %1` aus (oder autolabel mit --models DIR)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no input image has both similarities</source>
        <translation>kein Eingabebild hat beide Ähnlichkeiten</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>the new study already exists; choose another name</source>
        <translation>die neue Studie existiert bereits; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: image %2 of the chain is missing</source>
        <translation>%1: Bild %2 der Kette fehlt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the study has no multi-turn chains (items linked by source_item and turn) to build samples from</source>
        <translation>die Studie hat keine Mehrschritt-Ketten (über source_item und turn verknüpfte Elemente), aus denen Beispiele gebildet werden könnten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: ADIEE multi-turn samples</source>
        <translation>%1: ADIEE-Mehrschritt-Beispiele</translation>
    </message>
    <message>
        <location filename="../core/scoring/autolabelanchors.cpp" line="+187"/>
        <source>the number of augmented copies must lie in [0, %1], not %2</source>
        <translation>die Anzahl der augmentierten Kopien muss in [0, %1] liegen, nicht %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled; no anchor was labelled</source>
        <translation>abgebrochen; kein Anker wurde beschriftet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the item has no input image</source>
        <translation>%1: das Element hat kein Eingabebild</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the input image %2 cannot be read</source>
        <translation>%1: das Eingabebild %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>cannot create the folder of the augmented copies</source>
        <translation>der Ordner der augmentierten Kopien kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/scoring/autolabelaugment.cpp" line="+131"/>
        <source>an augmentation needs an 8-bit colour image</source>
        <translation>eine Augmentierung benötigt ein 8-Bit-Farbbild</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>augmentation %1 failed: %2</source>
        <translation>Augmentierung %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>BatchWriter</name>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+52"/>
        <source>cannot start the import transaction</source>
        <translation>die Import-Transaktion kann nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot commit the import</source>
        <translation>der Import kann nicht abgeschlossen werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot write dimension &apos;%1&apos;</source>
        <translation>Dimension „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read dimensions</source>
        <translation>Dimensionen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read items</source>
        <translation>Elemente können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write the study name</source>
        <translation>der Studienname kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>cannot write item &apos;%1&apos;</source>
        <translation>Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot update item &apos;%1&apos;</source>
        <translation>Element „%1“ kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation>Ausgabe „%1“ von Element „%2“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation>Ausgabe „%1“ von Element „%2“ kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/storage/batchwriter_annotations.cpp" line="+46"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation>unbekannte Bewertungsdimension „%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write a rating of item &apos;%1&apos;: %2</source>
        <translation>eine Bewertung von Element „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write a score of item &apos;%1&apos;</source>
        <translation>ein Score von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot write a difference of item &apos;%1&apos;</source>
        <translation>ein Unterschied von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot write a coherence label of item &apos;%1&apos;</source>
        <translation>ein Kohärenz-Label von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write a review of item &apos;%1&apos;</source>
        <translation>eine Prüfung von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot write a completion of item &apos;%1&apos;</source>
        <translation>ein Abschlussstatus von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>preference names a system without an output in item &apos;%1&apos;</source>
        <translation>Präferenz nennt ein System ohne Ausgabe in Element „%1“</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write a preference of item &apos;%1&apos;</source>
        <translation>eine Präferenz von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>judge vote names a system without an output in item &apos;%1&apos;</source>
        <translation>Judge-Stimme nennt ein System ohne Ausgabe in Element „%1“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot write a judge vote of item &apos;%1&apos;</source>
        <translation>eine Judge-Stimme von Element „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+30"/>
        <source>cannot read masks</source>
        <translation>Masken können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write a mask</source>
        <translation>eine Maske kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>BlobStore</name>
    <message>
        <source>cannot store the file &apos;%1&apos;: %2</source>
        <translation type="vanished">die Datei „%1“ kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s files: %1</source>
        <translation type="vanished">die Dateien der Studie können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/blobstore.cpp" line="+104"/>
        <source>cannot store the file &apos;%1&apos;</source>
        <translation>die Datei „%1“ kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+47"/>
        <source>cannot read the study&apos;s files</source>
        <translation>die Dateien der Studie können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>cannot store the study&apos;s files</source>
        <translation>die Dateien der Studie können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled; no file was stored</source>
        <translation>abgebrochen; keine Datei wurde gespeichert</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>cannot create the local image cache</source>
        <translation>der lokale Bildzwischenspeicher kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the study&apos;s file row &apos;%2&apos; was left out: %3; nothing was written for it</source>
        <translation>%1: die Dateizeile „%2“ der Studie wurde ausgelassen: %3; dafür wurde nichts geschrieben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cancelled while fetching the study&apos;s images</source>
        <translation>abgebrochen beim Holen der Bilder der Studie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the path is not a plain path inside the study</source>
        <translation>der Pfad ist kein einfacher Pfad innerhalb der Studie</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot fetch the file &apos;%1&apos;</source>
        <translation>die Datei „%1“ kann nicht geholt werden</translation>
    </message>
    <message>
        <source>the study names a file outside its folder: &apos;%1&apos;; nothing was written there</source>
        <translation type="vanished">die Studie nennt eine Datei außerhalb ihres Ordners: „%1“; dort wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>cannot fetch the file &apos;%1&apos;: %2</source>
        <translation type="vanished">die Datei „%1“ kann nicht geholt werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its content is missing on the server</source>
        <translation>ihr Inhalt fehlt auf dem Server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the server&apos;s copy of &apos;%1&apos; does not match its sha256; it was not written</source>
        <translation>die Kopie von „%1“ auf dem Server passt nicht zu ihrer sha256; sie wurde nicht geschrieben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder for &apos;%1&apos;</source>
        <translation>der Ordner für „%1“ kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write the local copy: %1</source>
        <translation>die lokale Kopie kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>BpmImport</name>
    <message>
        <location filename="../core/io/bpmimport.cpp" line="+87"/>
        <source>field &apos;index&apos; must be %1 or a string, not %2</source>
        <translation>Feld „index“ muss %1 oder eine Zeichenkette sein, nicht %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing required field &apos;index&apos;</source>
        <translation>Pflichtfeld „index“ fehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;index&apos; must be an integer or a string</source>
        <translation>Feld „index“ muss eine ganze Zahl oder eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+80"/>
        <location line="+27"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>Pflichtfeld „%1“ fehlt</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>Feld „%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>Feld „%1“ ist leer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 &apos;%2&apos; leaves the folder of this file</source>
        <translation>%1 „%2“ verlässt den Ordner dieser Datei</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;LLM&apos; must be an object</source>
        <translation>Feld „LLM“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation>Feld „%1“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation>Feld „%1“ muss eine Zahl sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 is outside the user study&apos;s scale 1-5</source>
        <translation>%1 %2 liegt außerhalb der Skala 1–5 der Nutzerstudie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1.%2&apos; must be a number</source>
        <translation>Feld „%1.%2“ muss eine Zahl sein</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>BPM human-alignment metadata</source>
        <translation>BPM-Metadaten zur menschlichen Übereinstimmung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores and their combined BPM as bpm_released_bpm; gt_test_metadata.json: three candidates with their ground-truth test roles</source>
        <translation>BPM local/global_metadata.json: vier Ausgaben pro Eintrag, user_overall_quality als Bewertung „overall“ (1–5), die veröffentlichten BPM-Werte als Scores bpm_released_* und ihr kombinierter BPM als bpm_released_bpm; gt_test_metadata.json: drei Kandidaten mit ihren Rollen im Ground-Truth-Test</translation>
    </message>
    <message>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores</source>
        <translation type="vanished">BPM local/global_metadata.json: vier Ausgaben pro Eintrag, user_overall_quality als Bewertung „overall“ (1–5), die veröffentlichten BPM-Werte als Scores bpm_released_*</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation>ein JSON-Array von Einträgen erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no entries in this file</source>
        <translation>keine Einträge in dieser Datei</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is not a JSON object</source>
        <translation>Eintrag %1 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
</context>
<context>
    <name>BpmRegions</name>
    <message>
        <location filename="../core/bpm/bpmregions_resolve.cpp" line="+27"/>
        <source>file not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a readable image</source>
        <translation>kein lesbares Bild</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>mask is %1×%2 pixels, the source image %3×%4</source>
        <translation>die Maske hat %1×%2 Pixel, das Quellbild %3×%4</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>masks of the output: %1</source>
        <translation>Masken der Ausgabe: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks of the item: %1</source>
        <translation>Masken des Elements: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>differences: %n box(es) by %1</source>
        <translation>
            <numerusform>Unterschiede: %n Box von %1</numerusform>
            <numerusform>Unterschiede: %n Boxen von %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>reference grounded by %1</source>
        <translation>Referenz verortet von %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (stored)</source>
        <comment>a detector&apos;s boxes stored by an earlier run</comment>
        <translation>%1 (gespeichert)</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>item: %n window(s) where the other outputs changed</source>
        <translation>
            <numerusform>Element: %n Fenster, in dem sich die anderen Ausgaben geändert haben</numerusform>
            <numerusform>Element: %n Fenster, in denen sich die anderen Ausgaben geändert haben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <comment>no region source</comment>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n search window(s) segmented in each image</source>
        <translation>
            <numerusform>%n Suchfenster in jedem Bild segmentiert</numerusform>
            <numerusform>%n Suchfenster in jedem Bild segmentiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>imported boxes: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>importierte Boxen: %n Box von %1, GrabCut %2 Iterationen</numerusform>
            <numerusform>importierte Boxen: %n Boxen von %1, GrabCut %2 Iterationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>imported boxes: %n box(es) by %1</source>
        <translation>
            <numerusform>importierte Boxen: %n Box von %1</numerusform>
            <numerusform>importierte Boxen: %n Boxen von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>Detektor: %n Box von %1, GrabCut %2 Iterationen</numerusform>
            <numerusform>Detektor: %n Boxen von %1, GrabCut %2 Iterationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1</source>
        <translation>
            <numerusform>Detektor: %n Box von %1</numerusform>
            <numerusform>Detektor: %n Boxen von %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>add: M_origin := M_edit</source>
        <extracomment>M_origin and M_edit are BPM&apos;s names for the two masks; o1 and o2 the original and edited object.</extracomment>
        <translation>add: M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>remove: M_edit := M_origin</source>
        <translation>remove: M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no o1 asked: M_origin := M_edit</source>
        <translation>kein o1 verlangt: M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no o2 asked: M_edit := M_origin</source>
        <translation>kein o2 verlangt: M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no origin region: M_origin := M_edit</source>
        <translation>kein Ursprungsbereich: M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no edit region: M_edit := M_origin</source>
        <translation>kein Bearbeitungsbereich: M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the image pair is empty or not aligned</source>
        <translation>das Bildpaar ist leer oder nicht ausgerichtet</translation>
    </message>
    <message>
        <location filename="../core/bpm/bpmregions_grounded.cpp" line="+53"/>
        <source>o1 not found in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>o1 im Original nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n box(es) of o1 in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>
            <numerusform>%n Box von o1 im Original</numerusform>
            <numerusform>%n Boxen von o1 im Original</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>o2 not found in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>o2 im bearbeiteten Bild nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n box(es) of o2 in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>
            <numerusform>%n Box von o2 im bearbeiteten Bild</numerusform>
            <numerusform>%n Boxen von o2 im bearbeiteten Bild</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>segmented in each box (GrabCut %n iteration(s))</source>
        <translation>
            <numerusform>in jeder Box segmentiert (GrabCut, %n Iteration)</numerusform>
            <numerusform>in jeder Box segmentiert (GrabCut, %n Iterationen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grounded by %1: %2</source>
        <extracomment>%1: the grounding model&apos;s name; %2: what it found, clauses joined by &quot;, &quot; (e.g. &quot;2 box(es) of o1 in the original, o2 not found in the edited image&quot;).</extracomment>
        <translation>lokalisiert von %1: %2</translation>
    </message>
</context>
<context>
    <name>BpmScore</name>
    <message>
        <location filename="../core/bpm/bpmscore.cpp" line="+136"/>
        <source>add: no source object, full size score</source>
        <translation>add: kein Quellobjekt, volle Größenpunktzahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>unavailable: the object (%1) is not located in the original image</source>
        <translation>nicht verfügbar: Das Objekt (%1) wird im Originalbild nicht gefunden</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>area ratio %1 (%2)</source>
        <translation>Flächenverhältnis %1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not judged by the released rules</source>
        <translation>von den veröffentlichten Regeln nicht beurteilt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>remove: full position score</source>
        <translation>remove: volle Positionspunktzahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the edited object (%1) is not found in the edited image</source>
        <translation>das bearbeitete Objekt (%1) wird im bearbeiteten Bild nicht gefunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: the edited object (%1) is not located in the edited image</source>
        <translation>nicht verfügbar: Das bearbeitete Objekt (%1) wird im bearbeiteten Bild nicht gefunden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the reference object (%1) is not located (a mask of kind &apos;reference&apos; gives it)</source>
        <translation>nicht verfügbar: Das Referenzobjekt (%1) wird nicht gefunden (eine Maske der Art „reference“ gibt es an)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>add without a position: full position score</source>
        <translation>add ohne Position: volle Positionspunktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unavailable: an add placed %1 names no reference object</source>
        <translation>nicht verfügbar: Ein add mit Platzierung %1 nennt kein Referenzobjekt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 of %2 box(es) %3 of the %4</source>
        <translation>%1 von %2 Box(en) %3 relativ zu: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object&apos;s place before</source>
        <translation>vorheriger Platz des Objekts</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>S_modify needs CLIP embeddings of one length and a text direction</source>
        <translation>S_modify benötigt CLIP-Einbettungen gleicher Länge und eine Textrichtung</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>; released rules: the edited object (%1) is not located, edit failed: S_modify 0, whole-image preservation</source>
        <translation>; veröffentlichte Regeln: das bearbeitete Objekt (%1) wird nicht gefunden, Bearbeitung misslungen: S_modify 0, Erhaltung des ganzen Bildes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no preserved pixel outside the edit regions</source>
        <translation>kein unveränderter Pixel außerhalb der Bearbeitungsbereiche</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>unavailable: CLIP-T not computed</source>
        <translation>nicht verfügbar: CLIP-T nicht berechnet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unavailable: S_region needs S_size and S_position (%1)</source>
        <translation>nicht verfügbar: S_region benötigt S_size und S_position (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: S_modify needs CLIP, not computed</source>
        <translation>nicht verfügbar: S_modify benötigt CLIP, nicht berechnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: S_preserve not computed</source>
        <translation>nicht verfügbar: S_preserve nicht berechnet</translation>
    </message>
</context>
<context>
    <name>ChangeFeed</name>
    <message>
        <source>cannot read the ratings channel: %1</source>
        <translation type="vanished">der Bewertungskanal kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/server/changefeed.cpp" line="+144"/>
        <source>cannot read the ratings channel</source>
        <translation>der Kanal der Bewertungsmeldungen kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this login may not hear the study&apos;s ratings</source>
        <translation>dieser Zugang darf die Bewertungsmeldungen der Studie nicht empfangen</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>cannot install the study&apos;s change announcements</source>
        <translation>die Änderungsmeldungen der Studie können nicht eingerichtet werden</translation>
    </message>
</context>
<context>
    <name>ChatClient</name>
    <message>
        <location filename="../core/endpoint/chatclient.cpp" line="+106"/>
        <source>the answer is not a JSON object (%1 at byte %2): %3</source>
        <translation>die Antwort ist kein JSON-Objekt (%1 bei Byte %2): %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the answer has no choices[0].message.content text: %1</source>
        <translation>die Antwort hat keinen Text choices[0].message.content: %1</translation>
    </message>
    <message>
        <location line="+150"/>
        <location line="+198"/>
        <source>the answer is larger than %1 bytes and was refused</source>
        <translation>die Antwort ist größer als %1 Bytes und wurde abgewiesen</translation>
    </message>
    <message>
        <location line="-194"/>
        <location line="+197"/>
        <source>no answer within %1 ms</source>
        <translation>keine Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+192"/>
        <source>connection failed: %1</source>
        <translation>Verbindung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="-188"/>
        <location line="+190"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the answer has no &quot;data&quot; list of models: %1</source>
        <translation>die Antwort hat keine Liste „data“ mit Modellen: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/endpoint/chatpayload.cpp" line="+70"/>
        <source>not an image a model can be shown (PNG, JPEG, WebP, GIF or BMP)</source>
        <translation>kein Bild, das einem Modell gezeigt werden kann (PNG, JPEG, WebP, GIF oder BMP)</translation>
    </message>
</context>
<context>
    <name>ClipTokenizer</name>
    <message>
        <location filename="../core/inference/cliptokenizer.cpp" line="+92"/>
        <source>CLIP vocabulary file not found</source>
        <translation>CLIP-Vokabulardatei nicht gefunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read the CLIP vocabulary: %1</source>
        <translation>das CLIP-Vokabular kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a gzip file (expected bpe_simple_vocab_16e6.txt.gz)</source>
        <translation>keine gzip-Datei (erwartet: bpe_simple_vocab_16e6.txt.gz)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot initialise zlib</source>
        <translation>zlib kann nicht initialisiert werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unexpected data after the end of the gzip stream</source>
        <translation>unerwartete Daten nach dem Ende des gzip-Datenstroms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>truncated gzip data</source>
        <translation>abgeschnittene gzip-Daten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>corrupt gzip data: %1</source>
        <translation>beschädigte gzip-Daten: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the CLIP vocabulary is not valid UTF-8</source>
        <translation>das CLIP-Vokabular ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a merge line needs two symbols separated by a space, found %1</source>
        <translation>eine Merge-Zeile braucht zwei durch ein Leerzeichen getrennte Symbole, gefunden: %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>the context length must be at least 1, got %1</source>
        <translation>die Kontextlänge muss mindestens 1 sein, erhalten: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text is %1 tokens long, more than the context length %2</source>
        <translation>der Text ist %1 Token lang, mehr als die Kontextlänge %2</translation>
    </message>
</context>
<context>
    <name>CocoExport</name>
    <message>
        <location filename="../core/io/cocoexport.cpp" line="+103"/>
        <source>COCO detection JSON</source>
        <translation>COCO-Detection-JSON</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference boxes as COCO detection JSON (categories ADD, REMOVE, EDIT; pixel boxes)</source>
        <translation>Unterschiedsboxen als COCO-Detection-JSON (Kategorien ADD, REMOVE, EDIT; Pixelboxen)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: the output is marked complete, but the study does not have its image</source>
        <translation>Element „%1“, System „%2“: die Ausgabe ist als vollständig markiert, aber die Studie hat ihr Bild nicht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a %3 box lives on the %4 image, which the study does not have</source>
        <translation>Element „%1“, System „%2“: eine %3-Box gehört zum %4, das die Studie nicht hat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>original</source>
        <translation>Originalbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>bearbeiteten Bild</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a box is still normalized</source>
        <translation>Element „%1“, System „%2“: eine Box ist noch normalisiert</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparecaptions.cpp" line="+26"/>
        <source>%1 (loading…)</source>
        <translation>%1 (wird geladen…)</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>%1 · no image</source>
        <translation>%1 · kein Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · shown at the original&apos;s %1</source>
        <translation> · angezeigt in der Größe des Originals, %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Original · %1</source>
        <translation>Original · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original (loading…)</source>
        <translation>Original (wird geladen…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left · %1</source>
        <translation>Links · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right · %1</source>
        <translation>Rechts · %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1  ◀ │ ▶  %2</source>
        <translation>%1  ◀ │ ▶  %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Showing the output: %1 (Space: original)</source>
        <translation>Ausgabe wird angezeigt: %1 (Leertaste: Original)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the original: %1 (Space: output)</source>
        <translation>Original wird angezeigt: %1 (Leertaste: Ausgabe)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (on the original) · %2 · %3 (on the output) · dashed: detector guess · solid: annotator or ground truth</source>
        <translation>%1 (im Original) · %2 · %3 (in der Ausgabe) · gestrichelt: Schätzung des Detektors · durchgezogen: Annotator oder Ground Truth</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM parse: %1</source>
        <translation>BPM-Analyse: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · regions: %1</source>
        <translation> · Bereiche: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · regions unavailable: %1</source>
        <translation> · Bereiche nicht verfügbar: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Heat-map: ΔE*ab, 0 … 50</source>
        <translation>Heatmap: ΔE*ab, 0 … 50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat-map: 1 − SSIM, 0 … 1</source>
        <translation>Heatmap: 1 − SSIM, 0 … 1</translation>
    </message>
</context>
<context>
    <name>CrowdEnrolment</name>
    <message>
        <location filename="../core/web/crowdenrolment.cpp" line="+81"/>
        <source>raters per item must be 1 or more</source>
        <translation>die Anzahl der Bewerter pro Element muss 1 oder mehr sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items per participant must be 1 or more</source>
        <translation>die Anzahl der Elemente pro Teilnehmer muss 1 oder mehr sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abandonment timeout must be 1 minute or more</source>
        <translation>die Zeitüberschreitung für abgebrochene Teilnahmen muss 1 Minute oder mehr betragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>session tokens must last 1 hour or more</source>
        <translation>Sitzungstoken müssen 1 Stunde oder länger gültig sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the link parameter &apos;%1&apos; is not 1 to 40 letters, digits or underscores</source>
        <translation>der Link-Parameter „%1“ besteht nicht aus 1 bis 40 Buchstaben, Ziffern oder Unterstrichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the participant, study and session parameters need three different names</source>
        <translation>die Parameter für Teilnehmer, Studie und Sitzung brauchen drei verschiedene Namen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the completion URL &apos;%1&apos; is not an http or https address</source>
        <translation>die Abschluss-URL „%1“ ist keine http- oder https-Adresse</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+52"/>
        <location line="+185"/>
        <source>cannot enrol a participant</source>
        <translation>ein Teilnehmer kann nicht eingeschrieben werden</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+299"/>
        <source>cannot release abandoned participants</source>
        <translation>abgebrochene Teilnehmer können nicht freigegeben werden</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>cannot read the crowd participants</source>
        <translation>die Crowd-Teilnehmer können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the crowd settings</source>
        <translation>die Crowd-Einstellungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot save the crowd settings</source>
        <translation>die Crowd-Einstellungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>all places are taken: every item has as many raters as the study needs</source>
        <translation>alle Plätze sind vergeben: Jedes Element hat so viele Bewerter, wie die Studie braucht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the participant id is not 1 to 64 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>die Teilnehmer-ID besteht nicht aus 1 bis 64 Buchstaben, Ziffern, „-“ oder „_“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the study&apos;s plan has no open enrolment</source>
        <translation>der Plan der Studie hat keine offene Einschreibung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study has no plan: make one with &apos;editlens-cli plan&apos; first</source>
        <translation>die Studie hat keinen Plan: Erstellen Sie zuerst einen mit „editlens-cli plan“</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>cannot record a participant&apos;s activity</source>
        <translation>die Aktivität eines Teilnehmers kann nicht erfasst werden</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <location filename="../core/io/csv.cpp" line="+60"/>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unexpected character &apos;%1&apos; after a closing quote (quotes inside a quoted field are written as &quot;&quot;)</source>
        <translation>unerwartetes Zeichen „%1“ nach einem schließenden Anführungszeichen (Anführungszeichen in einem Feld in Anführungszeichen werden als &quot;&quot; geschrieben)</translation>
    </message>
</context>
<context>
    <name>DeleteDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+59"/>
        <source>Delete %1 box</source>
        <translation>%1-Box löschen</translation>
    </message>
</context>
<context>
    <name>DemoStudy</name>
    <message>
        <location filename="../core/demo/demoedits.cpp" line="+117"/>
        <source>cannot write image</source>
        <translation>Bild kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../core/demo/demostudy.cpp" line="+90"/>
        <source>cannot remove the old demo file</source>
        <translation>die alte Demo-Datei kann nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot remove the old demo images</source>
        <translation>die alten Demo-Bilder können nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>cannot create the demo folder</source>
        <translation>der Demo-Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a demo study already exists here; pass --force to rebuild it (its annotations are lost)</source>
        <translation>hier gibt es bereits eine Demo-Studie; mit --force wird sie neu erstellt (ihre Annotationen gehen dabei verloren)</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>cannot read the demo photograph (install the opencv-doc package or pass --photos)</source>
        <translation>das Demo-Foto kann nicht gelesen werden (installieren Sie das Paket opencv-doc oder geben Sie --photos an)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create folder</source>
        <translation>Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>cannot write the demo manifest</source>
        <translation>das Demo-Manifest kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot make the demo rubric active</source>
        <translation>das Demo-Bewertungsschema kann nicht aktiviert werden</translation>
    </message>
    <message>
        <location filename="../core/demo/demosystems.cpp" line="+75"/>
        <source>Rate each edited image from 1 (very poor) to 5 (very good) on three questions. Look at the original and the instruction first, then at the edited image.</source>
        <translation>Bewerten Sie jedes bearbeitete Bild bei drei Fragen von 1 (sehr schlecht) bis 5 (sehr gut). Sehen Sie sich zuerst das Original und die Anweisung an, dann das bearbeitete Bild.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overall: How good is the edit as a whole? Does it do what the instruction asks, look natural, and leave the rest alone?</source>
        <translation>Gesamt: Wie gut ist die Bearbeitung insgesamt? Setzt sie die Anweisung um, wirkt sie natürlich und lässt sie den Rest unverändert?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited area: Does the part the instruction names show the requested change, cleanly and convincingly?</source>
        <translation>Bearbeiteter Bereich: Zeigt der in der Anweisung genannte Teil die gewünschte Änderung – sauber und überzeugend?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preservation: Is everything the instruction did not ask to change still as it was in the original?</source>
        <translation>Erhaltung: Ist alles, was laut Anweisung nicht geändert werden sollte, noch so wie im Original?</translation>
    </message>
</context>
<context>
    <name>DiceClipStage</name>
    <message>
        <location filename="../core/scoring/diceclipstage.cpp" line="+148"/>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation>eine CLIP-Bildeinbettung ist null (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no coherent box lies inside its image (%1)</source>
        <translation>keine kohärente Box liegt innerhalb ihres Bildes (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation>das Element hat weder eine Anweisung noch eine Zielbildunterschrift (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation>eine CLIP-Einbettung ist null, oder Bild- und Textseite unterscheiden sich (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>unavailable on %1 of %n output(s), because no differences of origin &apos;%2&apos; were recorded for them (never annotated or detected by it)</source>
        <translation>
            <numerusform>nicht verfügbar für %1 von %n Ausgabe, weil für sie keine Unterschiede der Herkunft „%2“ erfasst wurden (nie von ihr annotiert oder erkannt)</numerusform>
            <numerusform>nicht verfügbar für %1 von %n Ausgaben, weil für sie keine Unterschiede der Herkunft „%2“ erfasst wurden (nie von ihr annotiert oder erkannt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>unavailable on %1 of %n output(s), because the study has no differences of origin &apos;%2&apos; (it has: %3)</source>
        <translation>
            <numerusform>nicht verfügbar für %1 von %n Ausgabe, weil die Studie keine Unterschiede der Herkunft „%2“ hat (sie hat: %3)</numerusform>
            <numerusform>nicht verfügbar für %1 von %n Ausgaben, weil die Studie keine Unterschiede der Herkunft „%2“ hat (sie hat: %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not computed on %n output(s), for example: %1</source>
        <translation>
            <numerusform>nicht berechnet für %n Ausgabe, zum Beispiel: %1</numerusform>
            <numerusform>nicht berechnet für %n Ausgaben, zum Beispiel: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceExport</name>
    <message>
        <location filename="../core/io/diceexport.cpp" line="+41"/>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation>ein Unterschied benötigt sowohl das Original als auch das bearbeitete Bild, die die Studie nicht hat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 image of a %2 box has no known size</source>
        <translation>das %1 einer %2-Box hat keine bekannte Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>original</source>
        <translation>Originalbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>bearbeitete Bild</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box is still normalized</source>
        <translation>eine Box ist noch normalisiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation>die %1-Box „%2“ ist innerhalb ihres Bildes leer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation>die Begründung von „%1“ enthält eine eigene Zeile Decision:/Answer:, die ein DICE-Leser für die Entscheidung halten würde</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation>Element „%1“, System „%2“: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation>das ist eine Datei; der DICE-Export schreibt einen Ordner (geben Sie einen neuen oder vorhandenen Ordner an)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>DICE differences and coherence</source>
        <translation>DICE-Unterschiede und Kohärenz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a folder with DICE&apos;s predicted_differences.json and coherence_results.json for one origin (--origin truth, an annotator or a detector)</source>
        <translation>ein Ordner mit DICEs predicted_differences.json und coherence_results.json für eine Herkunft (--origin truth, ein Annotator oder ein Detektor)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>no output folder named</source>
        <translation>kein Ausgabeordner angegeben</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no differences to export</source>
        <translation>die Studie hat keine Unterschiede zum Exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation>keine Unterschiede der Herkunft „%1“; die Studie hat Unterschiede von: %2</translation>
    </message>
</context>
<context>
    <name>DiceImport</name>
    <message>
        <location filename="../core/io/diceimport.cpp" line="+38"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation>ein JSON-Array von Einträgen erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>entry %1 is not a JSON object</source>
        <translation>Eintrag %1 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>missing or empty &apos;%1&apos;</source>
        <translation>„%1“ fehlt oder ist leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;complete_difference&apos; must be a string</source>
        <translation>„complete_difference“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>operation &apos;%1&apos; is not ADD, REMOVE or EDIT</source>
        <translation>Operation „%1“ ist nicht ADD, REMOVE oder EDIT</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing &apos;operation&apos; (and &apos;complete_difference&apos; does not start with ADD:, REMOVE: or EDIT:)</source>
        <translation>„operation“ fehlt (und „complete_difference“ beginnt nicht mit ADD:, REMOVE: oder EDIT:)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;bbox&apos; must be [x0, y0, x1, y1], four numbers</source>
        <translation>„bbox“ muss [x0, y0, x1, y1] sein, vier Zahlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bbox [%1, %2, %3, %4] leaves [0, 1] (DICE boxes are normalized)</source>
        <translation>bbox [%1, %2, %3, %4] verlässt [0, 1] (DICE-Boxen sind normalisiert)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bbox [%1, %2, %3, %4] is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation>bbox [%1, %2, %3, %4] ist leer oder vertauscht (erwartet x0 &lt; x1, y0 &lt; y1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;confidence&apos; must be a number in [0, 1]</source>
        <translation>„confidence“ muss eine Zahl in [0, 1] sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;gt_prompt&apos; must be a string</source>
        <translation>„gt_prompt“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&apos;index&apos; must be the 0-based position of a difference (0 to %1)</source>
        <translation>„index“ muss die 0-basierte Position eines Unterschieds sein (0 bis %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>difference &apos;%1&apos; does not match entry %2 of %3 (&apos;%4&apos;)</source>
        <translation>Unterschied „%1“ passt nicht zu Eintrag %2 von %3 („%4“)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing &apos;coherence_evaluation&apos; text (a string, or a list of strings)</source>
        <translation>Text „coherence_evaluation“ fehlt (eine Zeichenkette oder eine Liste von Zeichenketten)</translation>
    </message>
    <message>
        <source>missing &apos;coherence_evaluation&apos; text</source>
        <translation type="vanished">Text „coherence_evaluation“ fehlt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no decision in &apos;coherence_evaluation&apos; (expected Decision: &quot;YES&quot;/&quot;NO&quot; or Answer: YES/NO)</source>
        <translation>keine Entscheidung in „coherence_evaluation“ (erwartet Decision: &quot;YES&quot;/&quot;NO&quot; oder Answer: YES/NO)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DICE differences and coherence</source>
        <translation>DICE-Unterschiede und Kohärenz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DICE predicted_differences.json (+ coherence_results.json): detector boxes &quot;DICE&quot; on the outputs at edited_path</source>
        <translation>DICE predicted_differences.json (+ coherence_results.json): Detektorboxen „DICE“ auf den Ausgaben unter edited_path</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>no differences in this file</source>
        <translation>keine Unterschiede in dieser Datei</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no item of the study has the original &apos;%1&apos; with an output at &apos;%2&apos;</source>
        <translation>kein Element der Studie hat das Original „%1“ mit einer Ausgabe unter „%2“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 items of the study have the original &apos;%2&apos; with an output at &apos;%3&apos;; cannot tell which one these differences belong to</source>
        <translation>%1 Elemente der Studie haben das Original „%2“ mit einer Ausgabe unter „%3“; es ist nicht erkennbar, zu welchem diese Unterschiede gehören</translation>
    </message>
</context>
<context>
    <name>DiffMaps</name>
    <message>
        <location filename="../core/metrics/diffmaps.cpp" line="+72"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation>SSIM benötigt Bilder mit mindestens 11×11 Pixeln</translation>
    </message>
</context>
<context>
    <name>DifferenceDetector</name>
    <message>
        <location filename="../core/detect/differencedetector.cpp" line="+383"/>
        <source>the pixel-diff detector failed: %1</source>
        <translation>der Pixeldifferenz-Detektor ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>DifferenceEditor</name>
    <message>
        <location filename="../ui/annotate/differenceeditor.cpp" line="+175"/>
        <source>choose an annotator before drawing boxes</source>
        <translation>wählen Sie einen Annotator, bevor Sie Boxen zeichnen</translation>
    </message>
</context>
<context>
    <name>DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+37"/>
        <source>Nothing to evaluate yet: the study has no ground-truth differences, no annotator&apos;s boxes or completed outputs, and no detector boxes.</source>
        <translation>Noch nichts zu bewerten: Die Studie hat keine Ground-Truth-Unterschiede, keine Boxen von Annotatoren oder abgeschlossene Ausgaben und keine Detektorboxen.</translation>
    </message>
</context>
<context>
    <name>DifferenceStore</name>
    <message>
        <location filename="../core/storage/differencestore.cpp" line="+33"/>
        <source>no difference with id %1</source>
        <translation>kein Unterschied mit der ID %1</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>cannot read differences</source>
        <translation>Unterschiede können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+200"/>
        <source>cannot read outputs</source>
        <translation>Ausgaben können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>no output with id %1</source>
        <translation>keine Ausgabe mit der ID %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save difference</source>
        <translation>Unterschied kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot move difference</source>
        <translation>Unterschied kann nicht verschoben werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot relabel difference</source>
        <translation>Unterschied kann nicht neu beschriftet werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot delete difference</source>
        <translation>Unterschied kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read difference</source>
        <translation>Unterschied kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+8"/>
        <source>cannot save review</source>
        <translation>Prüfung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <source>cannot save the output&apos;s completion</source>
        <translation>der Abschlussstatus der Ausgabe kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>cannot read the output&apos;s completion</source>
        <translation>der Abschlussstatus der Ausgabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read reviews</source>
        <translation>Prüfungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read review</source>
        <translation>Prüfung kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>cannot save coherence label</source>
        <translation>Kohärenz-Label kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read coherence label</source>
        <translation>Kohärenz-Label kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/storage/differencestore_masks.cpp" line="+83"/>
        <source>cannot read masks</source>
        <translation>Masken können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read mask image</source>
        <translation>Maskenbild kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation>unbekannte Maskenart „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an empty mask cannot be saved</source>
        <translation>eine leere Maske kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the mask folder</source>
        <translation>der Maskenordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write mask image: %1</source>
        <translation>Maskenbild kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save mask</source>
        <translation>Maske kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot delete mask</source>
        <translation>Maske kann nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>DifferenceSummary</name>
    <message>
        <location filename="../core/alignment/differencesummary.cpp" line="+164"/>
        <source>correct edits</source>
        <translation>korrekte Änderungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unwanted edits</source>
        <translation>unerwünschte Änderungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no visual change</source>
        <translation>keine sichtbare Veränderung</translation>
    </message>
</context>
<context>
    <name>DisagreementModel</name>
    <message>
        <source>people: %1 &gt; %2; metric: tie</source>
        <translation type="vanished">Menschen: %1 &gt; %2; Metrik: Gleichstand</translation>
    </message>
    <message>
        <location filename="../ui/itemmodels/disagreementmodel.cpp" line="+56"/>
        <source>people: %1 &gt; %2; metric: %3</source>
        <translation>Menschen: %1 &gt; %2; Metrik: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: against the people on %2 of %3 discordant pairs (weight %4)</source>
        <translation>%1: gegen die Menschen bei %2 von %3 diskordanten Paaren (Gewicht %4)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>rank residual</source>
        <translation>Rangresiduum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2 · %3 ties</source>
        <translation>%1 / %2 · %3 Gleichstände</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>One output: how far its metric rank is from its human rank across the study.</source>
        <translation>Eine Ausgabe: wie weit ihr Metrik-Rang über die Studie hinweg von ihrem menschlichen Rang entfernt ist.</translation>
    </message>
    <message numerus="yes">
        <source>Pairs of outputs the metric orders against the people / pairs the people tell apart (%n metric tie(s) among them).</source>
        <translation type="vanished">
            <numerusform>Ausgabepaare, die die Metrik entgegen den Menschen ordnet / Paare, die die Menschen unterscheiden (darunter %n Gleichstand der Metrik).</numerusform>
            <numerusform>Ausgabepaare, die die Metrik entgegen den Menschen ordnet / Paare, die die Menschen unterscheiden (darunter %n Gleichstände der Metrik).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Pairs of outputs the metric orders against the people / pairs both the people and the metric tell apart; %n pair(s) the metric ties are left out (no information).</source>
        <translation>
            <numerusform>Ausgabepaare, die die Metrik entgegen den Menschen ordnet / Paare, die sowohl die Menschen als auch die Metrik unterscheiden; %n Paar, bei dem die Metrik einen Gleichstand hat, ist ausgelassen (keine Information).</numerusform>
            <numerusform>Ausgabepaare, die die Metrik entgegen den Menschen ordnet / Paare, die sowohl die Menschen als auch die Metrik unterscheiden; %n Paare, bei denen die Metrik einen Gleichstand hat, sind ausgelassen (keine Information).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disc. / comp.</source>
        <translation>Disk. / vergl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst pair</source>
        <translation>Schlechtestes Paar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driven by</source>
        <translation>Verursacht durch</translation>
    </message>
</context>
<context>
    <name>EditJournal</name>
    <message>
        <source>cannot replay an edit made offline: %1</source>
        <translation type="vanished">eine offline gemachte Änderung kann nicht nachgetragen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/document/editjournal.cpp" line="+259"/>
        <source>cannot create the folder of the offline journal</source>
        <translation>der Ordner des Offline-Journals kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open the offline journal</source>
        <translation>das Offline-Journal kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+127"/>
        <source>cannot read the offline journal</source>
        <translation>das Offline-Journal kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>cannot keep the edit in the offline journal</source>
        <translation>die Änderung kann nicht im Offline-Journal festgehalten werden</translation>
    </message>
    <message>
        <location line="+77"/>
        <location filename="../core/document/editjournal_replay.cpp" line="+185"/>
        <source>cannot update the offline journal</source>
        <translation>das Offline-Journal kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <source>cannot open the offline journal: %1</source>
        <translation type="vanished">das Offline-Journal kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot read the offline journal: %1</source>
        <translation type="vanished">das Offline-Journal kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>the offline journal holds an edit of an unknown kind &apos;%1&apos; (written by a newer EditLens?); it is left as it is</source>
        <translation>das Offline-Journal enthält eine Änderung unbekannter Art &apos;%1&apos; (von einer neueren EditLens geschrieben?); es bleibt, wie es ist</translation>
    </message>
    <message>
        <source>cannot keep the edit in the offline journal: %1</source>
        <translation type="vanished">die Änderung kann nicht im Offline-Journal festgehalten werden: %1</translation>
    </message>
    <message>
        <source>cannot update the offline journal: %1</source>
        <translation type="vanished">das Offline-Journal kann nicht aktualisiert werden: %1</translation>
    </message>
    <message>
        <location filename="../core/document/editjournal_replay.cpp" line="-85"/>
        <location line="+60"/>
        <source>cannot replay the edits made offline: %1</source>
        <translation>die offline gemachten Änderungen können nicht nachgetragen werden: %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>cannot record the edit as sent</source>
        <translation>die Bearbeitung kann nicht als gesendet vermerkt werden</translation>
    </message>
</context>
<context>
    <name>EmbeddingStore</name>
    <message>
        <source>cannot read embeddings: %1</source>
        <translation type="vanished">Einbettungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot store embeddings: %1</source>
        <translation type="vanished">Einbettungen können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/embeddingstore.cpp" line="+35"/>
        <source>cannot read embeddings</source>
        <translation>Einbettungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot store embeddings</source>
        <translation>Einbettungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot start a transaction: %1</source>
        <translation>Transaktion kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot commit embeddings: %1</source>
        <translation>Einbettungen können nicht festgeschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the study is damaged: embedding of output %1 (%2, %3) has %4 values, expected %5</source>
        <translation>die Studie ist beschädigt: Die Einbettung von Ausgabe %1 (%2, %3) hat %4 Werte, erwartet: %5</translation>
    </message>
</context>
<context>
    <name>EndpointConfig</name>
    <message>
        <location filename="../core/endpoint/endpointconfig.cpp" line="+25"/>
        <source>the endpoint URL &apos;%1&apos; is not a valid URL with a host</source>
        <translation>die Endpunkt-URL „%1“ ist keine gültige URL mit Host</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the endpoint URL &apos;%1&apos; must start with http:// or https://</source>
        <translation>die Endpunkt-URL „%1“ muss mit http:// oder https:// beginnen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the environment variable %1 that should hold the API key is not set or empty</source>
        <translation>die Umgebungsvariable %1, die den API-Schlüssel enthalten soll, ist nicht gesetzt oder leer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the API key file: %1</source>
        <translation>die API-Schlüsseldatei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the API key file&apos;s first line is empty</source>
        <translation>die erste Zeile der API-Schlüsseldatei ist leer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>endpoint &apos;%1&apos;: no model is named (--model)</source>
        <translation>Endpunkt „%1“: kein Modell angegeben (--model)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>endpoint &apos;%1&apos;: %2 is %3; it must be at least %4</source>
        <translation>Endpunkt „%1“: %2 ist %3; es muss mindestens %4 sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>endpoint &apos;%1&apos;: temperature %2 is outside 0…2</source>
        <translation>Endpunkt „%1“: Temperatur %2 liegt außerhalb von 0…2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>endpoint &apos;%1&apos;: the extra request field &apos;%2&apos; is one EditLens sets itself</source>
        <translation>Endpunkt „%1“: das zusätzliche Anfragefeld „%2“ setzt EditLens selbst</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--endpoint &apos;%1&apos;: the name before &apos;=&apos; is empty</source>
        <translation>--endpoint „%1“: der Name vor „=“ ist leer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--endpoint &apos;%1&apos;: no URL</source>
        <translation>--endpoint „%1“: keine URL</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--endpoint &apos;%1&apos;: %2</source>
        <translation>--endpoint „%1“: %2</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../ui/guiutil/filedialogs.cpp" line="+26"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens study</source>
        <translation>EditLens-Studie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file</source>
        <translation>%1-Datei</translation>
    </message>
</context>
<context>
    <name>FileHashCache</name>
    <message>
        <location filename="../core/inference/filehashcache.cpp" line="+26"/>
        <source>cannot open the file to verify it: %1</source>
        <translation>die Datei kann zur Prüfung nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the file to verify it: %1</source>
        <translation>die Datei kann zur Prüfung nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <location filename="../core/io/formatregistry.cpp" line="+113"/>
        <source>cannot tell the format of this input; choose its format in the Import dialog&apos;s Format list</source>
        <translation>das Format dieser Eingabe ist nicht erkennbar; wählen Sie es im Importdialog in der Liste „Format“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot tell the format of this input; name one with --format (%1)</source>
        <translation>das Format dieser Eingabe ist nicht erkennbar; geben Sie eines mit --format an (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>All supported files (%1)</source>
        <translation>Alle unterstützten Dateien (%1)</translation>
    </message>
</context>
<context>
    <name>GenAiBenchImport</name>
    <message>
        <location filename="../core/io/genaibenchimport.cpp" line="+114"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; pass --judge NAME</source>
        <translation>diese Datei enthält Judge-Stimmen (model_vote), und ihr Ordner liefert keinen Judge-Namen; geben Sie --judge NAME an</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>Pflichtfeld „%1“ fehlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>Feld „%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>GenAI-Bench pairs or judge results (.jsonl/.json): human votes as preferences; model_vote as judge votes of --judge (default: the file&apos;s folder name), joined onto the study&apos;s items by idx</source>
        <translation>GenAI-Bench-Paare oder Judge-Ergebnisse (.jsonl/.json): menschliche Stimmen als Präferenzen; model_vote als Judge-Stimmen von --judge (Standard: Ordnername der Datei), über idx den Elementen der Studie zugeordnet</translation>
    </message>
    <message>
        <location line="-256"/>
        <source>field &apos;idx&apos; must be a number or a string</source>
        <translation>Feld „idx“ muss eine Zahl oder eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>field &apos;idx&apos; must be %1 or a string, not %2</source>
        <translation>Feld „idx“ muss %1 oder eine Zeichenkette sein, nicht %2</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>left_model and right_model must name systems</source>
        <translation>left_model und right_model müssen Systeme nennen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>left_model and right_model are both &apos;%1&apos;</source>
        <translation>left_model und right_model sind beide „%1“</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>unknown %1 &apos;%2&apos; (expected leftvote, rightvote, tievote or bothbad_vote)</source>
        <translation>unbekanntes %1 „%2“ (erwartet leftvote, rightvote, tievote oder bothbad_vote)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; enter it under Judge in the Import dialog</source>
        <translation>diese Datei enthält Judge-Stimmen (model_vote), und ihr Ordner liefert keinen Judge-Namen; geben Sie ihn im Import-Dialog unter „Judge“ ein</translation>
    </message>
    <message>
        <source>model_vote is empty</source>
        <translation type="vanished">model_vote ist leer</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>human_vote &apos;%1&apos; contradicts the study, where &apos;%2&apos; voted &apos;%3&apos; on %4 (left) and %5 (right)</source>
        <translation>human_vote „%1“ widerspricht der Studie, in der „%2“ bei %4 (links) und %5 (rechts) mit „%3“ gestimmt hat</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the study&apos;s item &apos;%1&apos; has %2 outputs and no vote that tells its left system from its right one</source>
        <translation>das Element „%1“ der Studie hat %2 Ausgaben und keine Stimme, die sein linkes von seinem rechten System unterscheidet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study holds item &apos;%1&apos; with the anonymous outputs &apos;left&apos; and &apos;right&apos; of a judge file; import the rows that name left_model and right_model before any judge file</source>
        <translation>die Studie enthält Element „%1“ mit den anonymen Ausgaben „left“ und „right“ einer Judge-Datei; importieren Sie die Zeilen mit left_model und right_model vor jeder Judge-Datei</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>GenAI-Bench image-editing votes</source>
        <translation>GenAI-Bench-Stimmen zur Bildbearbeitung</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
</context>
<context>
    <name>GroundedBoxStore</name>
    <message>
        <location filename="../core/storage/groundedboxstore.cpp" line="+84"/>
        <source>a grounded object needs an item and a model</source>
        <translation>ein verortetes Objekt benötigt ein Element und ein Modell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a grounded box of %1 is empty</source>
        <translation>eine verortete Box von %1 ist leer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot store a grounded object</source>
        <translation>ein verortetes Objekt kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot store %1 of item %2</source>
        <translation>%1 von Element %2 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the grounded objects</source>
        <translation>die verorteten Objekte können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot store %1 of item %2: %3</source>
        <translation type="vanished">%1 von Element %2 kann nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <source>cannot read the grounded objects: %1</source>
        <translation type="vanished">die verorteten Objekte können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>grounded object %1 of item %2 is stored with unreadable boxes</source>
        <translation>das verortete Objekt %1 von Element %2 ist mit unlesbaren Boxen gespeichert</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <location filename="../core/transfer/handout.cpp" line="+36"/>
        <source>cannot record the study&apos;s identity</source>
        <translation>die Kennung der Studie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+145"/>
        <source>cannot write the packed study</source>
        <translation>die gepackte Studie kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>cannot read the packed study</source>
        <translation>die gepackte Studie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/storage/planstore.cpp" line="+484"/>
        <location filename="../core/transfer/handout.cpp" line="+237"/>
        <location filename="../core/transfer/handoutmerge.cpp" line="+425"/>
        <source>cannot read the study settings</source>
        <translation>die Einstellungen der Studie können nicht gelesen werden</translation>
    </message>
    <message>
        <source>a pack needs an annotator name</source>
        <translation type="vanished">ein Paket braucht den Namen einer annotierenden Person</translation>
    </message>
    <message>
        <location filename="../core/transfer/handout.cpp" line="-151"/>
        <source>this study is already %1&apos;s hand-out; pack from the original study &apos;%2&apos;</source>
        <translation>diese Studie ist bereits die Ausgabe für %1; packen Sie aus der ursprünglichen Studie &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; has no assignment in the study&apos;s plan; plan the study for them first</source>
        <translation>&apos;%1&apos; hat keine Zuteilung im Plan der Studie; planen Sie die Studie zuerst für diese Person</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a folder</source>
        <translation>kein Ordner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the folder already holds a study (&apos;%1&apos;); a pack never replaces one: choose an empty folder</source>
        <translation>der Ordner enthält bereits eine Studie (&apos;%1&apos;); ein Paket ersetzt nie eine: wählen Sie einen leeren Ordner</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+82"/>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot create a scratch folder: %1</source>
        <translation>ein Arbeitsordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>an image of the study is missing, so the pack would not be complete</source>
        <translation>ein Bild der Studie fehlt, das Paket wäre also nicht vollständig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>masks row %1: &apos;%2&apos; is not an image</source>
        <translation>masks, Zeile %1: „%2“ ist kein Bild</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a file with this name already exists; a pack never replaces one</source>
        <translation>eine Datei mit diesem Namen existiert bereits; ein Paket ersetzt nie eine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot copy an image: %1</source>
        <translation>ein Bild kann nicht kopiert werden: %1</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge.cpp" line="-391"/>
        <location line="+419"/>
        <source>cannot merge the packed study</source>
        <translation>die gepackte Studie kann nicht zusammengeführt werden</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutrecord.cpp" line="+39"/>
        <source>cannot read the study&apos;s record of its hand-outs</source>
        <translation>die Aufzeichnung der Studie über ihre Ausgaben kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the study&apos;s record of hand-out %1 is damaged</source>
        <translation>die Aufzeichnung der Studie zur Ausgabe %1 ist beschädigt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot record the hand-out in the study</source>
        <translation>die Ausgabe kann nicht in der Studie verzeichnet werden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 row %2: path &apos;%3&apos; %4</source>
        <translation>%1, Zeile %2: Pfad „%3“ %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is not a relative path inside the study&apos;s folder</source>
        <translation>ist kein relativer Pfad innerhalb des Ordners der Studie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves the study&apos;s folder</source>
        <translation>verlässt den Ordner der Studie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>names no file</source>
        <translation>nennt keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the hand-out&apos;s folder through a link</source>
        <translation>verlässt den Ordner der Ausgabe über einen Link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 row %2: %3; nothing was merged</source>
        <translation>%1, Zeile %2: %3; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a time, or lies in the future</source>
        <translation>„%1“ ist keine Zeitangabe oder liegt in der Zukunft</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+16"/>
        <source>item &apos;%1&apos; was not in the hand-out</source>
        <translation>Element „%1“ war nicht in der Ausgabe</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>output &apos;%1&apos; of item &apos;%2&apos; was not in the hand-out</source>
        <translation>Ausgabe „%1“ von Element „%2“ war nicht in der ausgegebenen Studie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: item &apos;%2&apos; has no output of &apos;%3&apos; in the study</source>
        <translation>%1: Element &apos;%2&apos; hat in der Studie keine Ausgabe von &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: the study has no item &apos;%2&apos;</source>
        <translation>%1: die Studie hat kein Element &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown op &apos;%1&apos;</source>
        <translation>unbekannte Operation „%1“</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>box [%1, %2, %3, %4] is empty, inverted or off its image</source>
        <translation>Box [%1, %2, %3, %4] ist leer, vertauscht oder liegt außerhalb ihres Bildes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confidence %1 is outside [0, 1]</source>
        <translation>Konfidenz %1 liegt außerhalb von [0, 1]</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge.cpp" line="-267"/>
        <source>ratings: the study has no dimension &apos;%1&apos;</source>
        <translation>Bewertungen: die Studie hat keine Dimension &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation>Bewertung %1 liegt außerhalb der Skala %2–%3 von „%4“</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 (left: %2)</source>
        <translation>%1 (links: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown choice &apos;%1&apos;</source>
        <translation>unbekannte Auswahl „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair or the output shown on the left is not valid</source>
        <translation>das Paar oder die links gezeigte Ausgabe ist ungültig</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>preferences: the study has no dimension &apos;%1&apos;</source>
        <translation>Präferenzen: die Studie hat keine Dimension „%1“</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preferences</source>
        <translation>Präferenzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masks</source>
        <translation>Masken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reviews</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completions</source>
        <translation>Abschlüsse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>submissions</source>
        <translation>Abgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>revisions</source>
        <translation>Überarbeitungen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand-out carries no identity (an older EditLens packed it, or it was altered); pack it again; nothing was merged</source>
        <translation>die Ausgabe trägt keine Kennung (eine ältere EditLens-Version hat sie gepackt, oder sie wurde verändert); packen Sie sie erneut; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study has no record of hand-out %1: it was not packed from this study, or it was altered; nothing was merged</source>
        <translation>die Studie hat keine Aufzeichnung der Ausgabe %1: sie wurde nicht aus dieser Studie gepackt, oder sie wurde verändert; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the hand-out&apos;s token does not match the study&apos;s record of it: the file was altered; nothing was merged</source>
        <translation>das Token der Ausgabe stimmt nicht mit der Aufzeichnung der Studie überein: die Datei wurde verändert; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this hand-out was made for &apos;%1&apos; but names &apos;%2&apos;: a hand-out merges only as the annotator it was made for; nothing was merged</source>
        <translation>diese Ausgabe wurde für „%1“ erstellt, nennt aber „%2“: eine Ausgabe wird nur als die annotierende Person zusammengeführt, für die sie erstellt wurde; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a study cannot be merged into itself</source>
        <translation>eine Studie kann nicht mit sich selbst zusammengeführt werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this study is itself a hand-out; merge into the original study &apos;%1&apos;</source>
        <translation>diese Studie ist selbst eine Ausgabe; führen Sie in die ursprüngliche Studie &apos;%1&apos; zusammen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <location filename="../core/transfer/handoutmerge_rows.cpp" line="+224"/>
        <source>; nothing was merged</source>
        <translation>; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the packed study is damaged (%1); nothing was merged</source>
        <translation>die gepackte Studie ist beschädigt (%1); nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a packed study (editlens-cli pack makes one); nothing was merged</source>
        <translation>keine gepackte Studie (editlens-cli pack erstellt eine); nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this pack was made from the study &apos;%1&apos; (id %2), and this study has never made a pack; nothing was merged</source>
        <translation>dieses Paket stammt aus der Studie „%1“ (ID %2), und diese Studie hat nie ein Paket erstellt; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this pack was made from another study: &apos;%1&apos; with id %2, while this study (&apos;%3&apos;) has id %4; nothing was merged</source>
        <translation>dieses Paket stammt aus einer anderen Studie: „%1“ mit ID %2, während diese Studie („%3“) die ID %4 hat; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <source>this pack was made from another study (&apos;%1&apos;), not from &apos;%2&apos;; nothing was merged</source>
        <translation type="vanished">dieses Paket stammt aus einer anderen Studie (&apos;%1&apos;), nicht aus &apos;%2&apos;; nichts wurde zusammengeführt</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge_rows.cpp" line="-138"/>
        <source>labels and reviews on a box of &apos;%1&apos; on item &apos;%2&apos; (%3) that the study no longer has</source>
        <translation>Labels und Prüfungen zu einem Rahmen von &apos;%1&apos; auf Element &apos;%2&apos; (%3), den die Studie nicht mehr hat</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>coherent</source>
        <translation>kohärent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incoherent</source>
        <translation>nicht kohärent</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>coherent is &apos;%1&apos;, not 0 or 1</source>
        <translation>coherent ist „%1“, nicht 0 oder 1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>unknown decision &apos;%1&apos;</source>
        <translation>unbekannte Entscheidung „%1“</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a mask kind</source>
        <translation>„%1“ ist keine Maskenart</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read a mask of the pack: %1</source>
        <translation>eine Maske des Pakets kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not an image</source>
        <translation>„%1“ ist kein Bild</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>cannot create the mask folder</source>
        <translation>der Maskenordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a mask: %1</source>
        <translation>eine Maske kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 seconds on an item from %2 to %3</source>
        <translation>%1 Sekunden für ein Element von %2 bis %3</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>locked is &apos;%1&apos;, not 0 or 1</source>
        <translation>locked ist „%1“, nicht 0 oder 1</translation>
    </message>
</context>
<context>
    <name>I2eBenchImport</name>
    <message>
        <location filename="../core/io/i2ebenchimport.cpp" line="+62"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping entry numbers to entries</source>
        <translation>ein Objekt erwartet, das Eintragsnummern auf Einträge abbildet</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the file holds no entries</source>
        <translation>die Datei enthält keine Einträge</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not in %2</source>
        <translation type="vanished">Eintrag „%1“ ist nicht in %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <location line="+78"/>
        <source>entry &apos;%1&apos; is not a JSON object</source>
        <translation>Eintrag „%1“ ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>entry &apos;%1&apos;: &apos;image&apos; must be a string</source>
        <translation>Eintrag „%1“: „image“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entries &apos;%1&apos; and &apos;%2&apos; both judge the image &apos;%3&apos;</source>
        <translation>die Einträge „%1“ und „%2“ beurteilen beide das Bild „%3“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>entry &apos;%1&apos; needs an &apos;image&apos; naming a file of its dimension</source>
        <translation>Eintrag „%1“ braucht ein „image“, das eine Datei seiner Dimension nennt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry &apos;%1&apos; needs a non-empty string &apos;%2&apos;</source>
        <translation>Eintrag „%1“ braucht eine nicht leere Zeichenkette „%2“</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>entry &apos;%1&apos;: the source image &apos;%2&apos; does not exist (nor &apos;%3&apos;)</source>
        <translation>Eintrag „%1“: Das Quellbild „%2“ existiert nicht (auch nicht „%3“)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>entry &apos;%1&apos;: the mask &apos;%2&apos; does not exist</source>
        <translation>Eintrag „%1“: Die Maske „%2“ existiert nicht</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; judges the image &apos;%2&apos;, but %3 gives &apos;%4&apos;</source>
        <translation type="vanished">Eintrag „%1“ beurteilt das Bild „%2“, aber %3 gibt „%4“ an</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>entry &apos;%1&apos;: &apos;final_judgement&apos; must be a string</source>
        <translation>Eintrag „%1“: „final_judgement“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>I²EBench folder, diverse instructions</source>
        <translation>I²EBench-Ordner, vielfältige Anweisungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I²EBench folder</source>
        <translation>I²EBench-Ordner</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>I²EBench folder, diverse instructions (div_exp, EditResult/, EditEval/); items &lt;Dim&gt;/&lt;n&gt;/diverse</source>
        <translation>I²EBench-Ordner, vielfältige Anweisungen (div_exp, EditResult/, EditEval/); Elemente &lt;Dim&gt;/&lt;n&gt;/diverse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I²EBench folder (EditData/&lt;Dim&gt;/&lt;Dim&gt;.json, EditResult_ori/, EditEval_ori/); one item per entry, one output per model</source>
        <translation>I²EBench-Ordner (EditData/&lt;Dim&gt;/&lt;Dim&gt;.json, EditResult_ori/, EditEval_ori/); ein Element pro Eintrag, eine Ausgabe pro Modell</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no &apos;%1&apos; folder here; expected &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation>hier gibt es keinen Ordner „%1“; erwartet &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dimension found: expected EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation>keine Dimension gefunden: erwartet EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
</context>
<context>
    <name>ImageCache</name>
    <message>
        <location filename="../ui/compare/imagecache.cpp" line="+94"/>
        <source>no image</source>
        <translation>kein Bild</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>ImageFile</name>
    <message>
        <location filename="../core/imaging/imagefile.cpp" line="+16"/>
        <source>image codecs unavailable: %1</source>
        <translation>Bild-Codecs nicht verfügbar: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the codecs module was built for another version of EditLens</source>
        <translation>das Codec-Modul wurde für eine andere Version von EditLens gebaut</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot write image</source>
        <translation>Bild kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>ImagePreprocess</name>
    <message>
        <location filename="../core/inference/imagepreprocess.cpp" line="+24"/>
        <source>expected a non-empty 8-bit BGR image</source>
        <translation>ein nicht leeres 8-Bit-BGR-Bild erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preprocessing %1 has invalid sizes</source>
        <translation>Vorverarbeitung %1 hat ungültige Größen</translation>
    </message>
</context>
<context>
    <name>ImageProbe</name>
    <message>
        <location filename="../core/imaging/imageprobe.cpp" line="+56"/>
        <location line="+6"/>
        <source>corrupt image: the PNG file is cut short (truncated)</source>
        <translation>beschädigtes Bild: Die PNG-Datei ist abgeschnitten</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+36"/>
        <source>corrupt image: PNG chunk &apos;%1&apos; fails its checksum</source>
        <translation>beschädigtes Bild: PNG-Chunk „%1“ besteht die Prüfsumme nicht</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>corrupt image: the PNG file is cut short before its pixel data</source>
        <translation>beschädigtes Bild: Die PNG-Datei endet vor ihren Pixeldaten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>corrupt image: the PNG file holds no pixel data</source>
        <translation>beschädigtes Bild: Die PNG-Datei enthält keine Pixeldaten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>image does not exist</source>
        <translation>Bild existiert nicht</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not a readable image (%1)</source>
        <translation>kein lesbares Bild (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>corrupt image: cannot read its size (%1)</source>
        <translation>beschädigtes Bild: Größe kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>image is %1x%2 pixels, over the limit of %3 megapixels</source>
        <translation>Bild hat %1×%2 Pixel, mehr als die Grenze von %3 Megapixeln</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the image (%1)</source>
        <translation>das Bild kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>corrupt image: cannot decode it (%1)</source>
        <translation>beschädigtes Bild: kann nicht dekodiert werden (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>corrupt image: the decoder reports &quot;%1&quot;</source>
        <translation>beschädigtes Bild: Der Decoder meldet „%1“</translation>
    </message>
</context>
<context>
    <name>ImagenHubImport</name>
    <message>
        <location filename="../core/io/imagenhubimport.cpp" line="+96"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+61"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header &apos;uid&apos; + one column per model</source>
        <translation>die Datei ist leer; erwartet eine Kopfzeile „uid“ + eine Spalte pro Modell</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the header lacks the &apos;uid&apos; column (found: %1)</source>
        <translation>der Kopfzeile fehlt die Spalte „uid“ (gefunden: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>header column %1 has no model name</source>
        <translation>Kopfzeilenspalte %1 hat keinen Modellnamen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names model &apos;%1&apos; twice</source>
        <translation>die Kopfzeile nennt das Modell „%1“ zweimal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names no model columns after &apos;uid&apos;</source>
        <translation>die Kopfzeile nennt nach „uid“ keine Modellspalten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation>diese Zeile hat %1 Felder, die Kopfzeile aber %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the &apos;uid&apos; cell is empty</source>
        <translation>die Zelle „uid“ ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uid &apos;%1&apos; already appears on line %2</source>
        <translation>uid „%1“ kommt bereits in Zeile %2 vor</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; is not a rating pair [SC, PQ] of two numbers</source>
        <translation>Modell „%1“: „%2“ ist kein Bewertungspaar [SC, PQ] aus zwei Zahlen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; holds a value outside the scale 0-1</source>
        <translation>Modell „%1“: „%2“ enthält einen Wert außerhalb der Skala 0–1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+136"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file holds a header but no ratings</source>
        <translation>die Datei enthält eine Kopfzeile, aber keine Bewertungen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ImagenHub images and human ratings</source>
        <translation>ImagenHub-Bilder und menschliche Bewertungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ImagenHub rater TSV file or folder of them (uid + one &apos;[SC, PQ]&apos; column per model; ratings SC, PQ, O), or an output folder input/, &lt;Model&gt;/, GroundTruth/ with dataset_lookup.json and the rater TSVs beside them</source>
        <translation>ImagenHub-Bewerter-TSV-Datei oder ein Ordner davon (uid + eine „[SC, PQ]“-Spalte pro Modell; Bewertungen SC, PQ, O) oder ein Ausgabeordner input/, &lt;Model&gt;/, GroundTruth/ mit dataset_lookup.json und den Bewerter-TSVs daneben</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>no .tsv rater files in this folder; expected one per rater</source>
        <translation>keine .tsv-Bewerterdateien in diesem Ordner; erwartet wird eine pro Bewerter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no such file or folder</source>
        <translation>Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this file and &apos;%1&apos; both name annotator &apos;%2&apos; (the text after the last &apos;_&apos; of the file name); rename one</source>
        <translation>diese Datei und „%1“ nennen beide den Annotator „%2“ (der Text nach dem letzten „_“ im Dateinamen); benennen Sie eine um</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>these rater files belong to different tasks (%1), which reuse uids and models; import each task&apos;s files on their own</source>
        <translation>diese Dateien der Bewertenden gehören zu verschiedenen Aufgaben (%1), die UIDs und Modelle wiederverwenden; importieren Sie die Dateien jeder Aufgabe einzeln</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>semantic consistency: how well the edit follows the instruction</source>
        <translation>semantische Konsistenz: wie gut die Bearbeitung der Anweisung folgt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perceptual quality: naturalness and absence of artifacts</source>
        <translation>wahrgenommene Qualität: Natürlichkeit und Freiheit von Artefakten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overall, sqrt(SC * PQ) per rater</source>
        <translation>gesamt, sqrt(SC * PQ) pro Bewerter</translation>
    </message>
    <message>
        <location filename="../core/io/imagenhublayout.cpp" line="-131"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping image file names to {&quot;instruction&quot;: ...}</source>
        <translation>ein Objekt erwartet, das Bilddateinamen auf {&quot;instruction&quot;: ...} abbildet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>entry &apos;%1&apos; must be an object with an &quot;instruction&quot;</source>
        <translation>Eintrag „%1“ muss ein Objekt mit einer &quot;instruction&quot; sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entry &apos;%1&apos;: &quot;instruction&quot; must be a non-empty string</source>
        <translation>Eintrag „%1“: &quot;instruction&quot; muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>entry &apos;%1&apos;: &quot;%2&quot; must be a string</source>
        <translation>Eintrag „%1“: &quot;%2&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no sample_*.jpg or sample_*.png images in this folder; expected ImagenHub&apos;s input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg</source>
        <translation>keine sample_*.jpg- oder sample_*.png-Bilder in diesem Ordner; erwartet ImagenHubs input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no entry for the input image &apos;%1&apos;; every image in input/ needs one with its &quot;instruction&quot;</source>
        <translation>es gibt keinen Eintrag für das Eingabebild „%1“; jedes Bild in input/ braucht einen mit seiner &quot;instruction&quot;</translation>
    </message>
</context>
<context>
    <name>ImportResolver</name>
    <message>
        <location filename="../core/io/importresolver.cpp" line="+325"/>
        <source>item has an empty id</source>
        <translation>Element hat eine leere ID</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>an output of item &apos;%1&apos; has no system name</source>
        <translation>eine Ausgabe von Element „%1“ hat keinen Systemnamen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos; has two outputs of system &apos;%2&apos;</source>
        <translation>Element „%1“ hat zwei Ausgaben von System „%2“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a score of item &apos;%1&apos; has no metric id</source>
        <translation>ein Score von Element „%1“ hat keine Metrik-ID</translation>
    </message>
    <message>
        <source>a rating of item &apos;%1&apos; lacks its annotator or dimension</source>
        <translation type="vanished">einer Bewertung von Element „%1“ fehlt der Annotator oder die Dimension</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a rating of item &apos;%1&apos; is not a finite number</source>
        <translation>eine Bewertung von Element „%1“ ist keine endliche Zahl</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>difference box [%1, %2, %3, %4] of item &apos;%5&apos; is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation>Unterschiedsbox [%1, %2, %3, %4] von Element „%5“ ist leer oder vertauscht (erwartet x0 &lt; x1, y0 &lt; y1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>normalized difference box of item &apos;%1&apos; leaves [0, 1]</source>
        <translation>normalisierte Unterschiedsbox von Element „%1“ verlässt [0, 1]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; has a normalized %2 box but no %3 image to scale it to</source>
        <translation>Element „%1“ hat eine normalisierte %2-Box, aber kein %3, auf das sie skaliert werden kann</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>original</source>
        <translation>Originalbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>bearbeitetes Bild</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference box of item &apos;%1&apos; lies outside its %2x%3 image</source>
        <translation>Unterschiedsbox von Element „%1“ liegt außerhalb ihres %2×%3-Bildes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference confidence %1 of item &apos;%2&apos; is outside [0, 1]</source>
        <translation>Unterschiedskonfidenz %1 von Element „%2“ liegt außerhalb von [0, 1]</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>preference of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation>Präferenz von Element „%1“ nennt „%2“ gegen „%3“, aber das Element hat Ausgaben von: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>preference of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation>Präferenz von Element „%1“ vergleicht „%2“ mit sich selbst</translation>
    </message>
    <message>
        <source>preference of item &apos;%1&apos; has no annotator</source>
        <translation type="vanished">Präferenz von Element „%1“ hat keinen Annotator</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>judge vote of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation>Judge-Stimme von Element „%1“ nennt „%2“ gegen „%3“, aber das Element hat Ausgaben von: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>judge vote of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation>Judge-Stimme von Element „%1“ vergleicht „%2“ mit sich selbst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge vote of item &apos;%1&apos; has no judge</source>
        <translation>Judge-Stimme von Element „%1“ hat keinen Judge</translation>
    </message>
    <message>
        <source>judge vote of item &apos;%1&apos; has no verdict</source>
        <translation type="vanished">Judge-Stimme von Element „%1“ hat kein Urteil</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>duplicate item id &apos;%1&apos; (first seen at line %2)</source>
        <translation>doppelte Element-ID „%1“ (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>duplicate item id &apos;%1&apos;</source>
        <translation>doppelte Element-ID „%1“</translation>
    </message>
    <message>
        <location line="-290"/>
        <location line="+296"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>image path &apos;%1&apos; holds a NUL character</source>
        <translation>Bildpfad „%1“ enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the item id</source>
        <translation>die Element-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the instruction</source>
        <translation>die Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <location line="+1"/>
        <source>the system</source>
        <translation>das System</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the metric</source>
        <translation>die Metrik</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>the annotator</source>
        <translation>der Annotator</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>the dimension</source>
        <translation>die Dimension</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the judge</source>
        <translation>der Judge</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>%1 starts with U+FEFF (a byte order mark), which the study cannot store as written; remove it</source>
        <translation>%1 beginnt mit U+FEFF (einer Byte-Order-Markierung), die die Studie nicht so speichern kann; entfernen Sie sie</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>score &apos;%1&apos; of item &apos;%2&apos; is not a number (NaN)</source>
        <translation>Score „%1“ von Element „%2“ ist keine Zahl (NaN)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a rating of item &apos;%1&apos; lacks its dimension</source>
        <translation>einer Bewertung von Element „%1“ fehlt ihre Dimension</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>dimension &apos;%1&apos; has an empty scale %2-%3</source>
        <translation>Dimension „%1“ hat eine leere Skala %2–%3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>rating %1 of item &apos;%2&apos; (%3, %4) is outside the %5 scale %6-%7</source>
        <translation>Bewertung %1 von Element „%2“ (%3, %4) liegt außerhalb der Skala %6–%7 von %5</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/io/importer.cpp" line="+31"/>
        <source>this is the study itself (or its SQLite log); import from another file</source>
        <translation>das ist die Studie selbst (oder ihr SQLite-Protokoll); importieren Sie aus einer anderen Datei</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown import format &apos;%1&apos;; known formats: %2</source>
        <translation>unbekanntes Importformat „%1“; bekannte Formate: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>unknown export format &apos;%1&apos;; known formats: %2</source>
        <translation>unbekanntes Exportformat „%1“; bekannte Formate: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the export format &apos;%1&apos; takes no origin</source>
        <translation>das Exportformat „%1“ akzeptiert keine Herkunft</translation>
    </message>
</context>
<context>
    <name>JsonDuplicates</name>
    <message>
        <location filename="../core/io/jsonduplicates.cpp" line="+126"/>
        <source>the key &quot;%1&quot; appears twice in one object (first on line %2); EditLens does not guess which one is meant</source>
        <translation>der Schlüssel „%1“ kommt in einem Objekt zweimal vor (zuerst in Zeile %2); EditLens rät nicht, welcher gemeint ist</translation>
    </message>
</context>
<context>
    <name>JsonRows</name>
    <message>
        <location filename="../core/io/jsonrows.cpp" line="+30"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>row %1 is not a JSON object</source>
        <translation>Zeile %1 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected one JSON object per line</source>
        <translation>ein JSON-Objekt pro Zeile erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rows in this file</source>
        <translation>keine Zeilen in dieser Datei</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>a whole number from 0 to %1</source>
        <translation>eine ganze Zahl von 0 bis %1</translation>
    </message>
</context>
<context>
    <name>JudgeAccuracy</name>
    <message>
        <location filename="../core/alignment/judgeaccuracy.cpp" line="+125"/>
        <source>%1 has the value %2, outside the score scale [%3, %4] given for it</source>
        <translation>%1 hat den Wert %2, außerhalb der dafür angegebenen Score-Skala [%3, %4]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 rule types scores on the 0-10 scale, and %2 has the value %3 (use the raw rule)</source>
        <translation>die Regel %1 erwartet Scores auf der Skala 0–10, und %2 hat den Wert %3 (verwenden Sie die Regel raw)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 rule types scores on the 0-10 scale, and every value of %2 lies in [-1, 1] (a 0-1 similarity such as CLIP-I, DINO or CLIP-D): every pair would be typed alike. Give its score scale (--score-scale MIN,MAX) or use the raw rule</source>
        <translation>die Regel %1 ordnet Scores auf der Skala 0–10 ein, und jeder Wert von %2 liegt in [-1, 1] (eine 0–1-Ähnlichkeit wie CLIP-I, DINO oder CLIP-D): Jedes Paar würde gleich eingeordnet. Geben Sie ihre Score-Skala an (--score-scale MIN,MAX) oder verwenden Sie die Regel raw</translation>
    </message>
</context>
<context>
    <name>LazyModule</name>
    <message>
        <location filename="../core/util/lazymodule.cpp" line="+72"/>
        <source>module %1 not found (looked for %2)</source>
        <translation>Modul %1 nicht gefunden (gesucht: %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (no such file)</source>
        <translation>%1 (keine solche Datei)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>module %1 could not be loaded: %2</source>
        <translation>Modul %1 konnte nicht geladen werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>module %1 has no entry point %2 (%3)</source>
        <translation>Modul %1 hat keinen Einsprungpunkt %2 (%3)</translation>
    </message>
</context>
<context>
    <name>LearnedMetrics</name>
    <message>
        <location filename="../core/inference/learnedmetrics.cpp" line="+84"/>
        <source>unavailable, because the model encodes frames independently (it has no encode_video method), so order cannot change the score: vificlip_reversed would only repeat vificlip</source>
        <translation>nicht verfügbar, da das Modell Frames unabhängig kodiert (es hat keine Methode encode_video), sodass die Reihenfolge den Score nicht ändern kann: vificlip_reversed würde nur vificlip wiederholen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the embedding tables to compare differ in shape</source>
        <translation>die zu vergleichenden Einbettungstabellen haben unterschiedliche Formen</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>unknown metric %1 or model %2</source>
        <translation>unbekannte Metrik %1 oder unbekanntes Modell %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 cannot stand in for %2 in %3 (different role or embedding size)</source>
        <translation>Modell %1 kann %2 in %3 nicht ersetzen (andere Rolle oder Einbettungsgröße)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown learned metric %1</source>
        <translation>unbekannte gelernte Metrik %1</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1, item %2: %3</source>
        <translation>%1, Element %2: %3</translation>
    </message>
</context>
<context>
    <name>LongCsvTable</name>
    <message>
        <location filename="../core/io/longcsvtable.cpp" line="+29"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation>die Datei ist leer; erwartet wird eine Kopfzeile mit den Spaltennamen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>die Kopfzeile nennt die Spalte „%1“ zweimal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the header lacks column &apos;%1&apos; (required: %2; found: %3)</source>
        <translation>der Kopfzeile fehlt die Spalte „%1“ (erforderlich: %2; gefunden: %3)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation>diese Zeile hat %1 Felder, die Kopfzeile aber %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>column &apos;%1&apos; is empty</source>
        <translation>Spalte „%1“ ist leer</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is not a finite number</source>
        <translation>Spalte „%1“ enthält „%2“, was keine endliche Zahl ist</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is neither a finite number nor inf or -inf</source>
        <translation>Spalte „%1“ enthält „%2“, was weder eine endliche Zahl noch inf oder -inf ist</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
</context>
<context>
    <name>MagicBrushImport</name>
    <message>
        <location filename="../core/io/magicbrushimport.cpp" line="+68"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation>ungültiges JSON: %1 in Spalte %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an object mapping session ids to lists of turns</source>
        <translation>ein Objekt erwartet, das Sitzungs-IDs auf Listen von Schritten abbildet</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>session &apos;%1&apos; must be a list of turns</source>
        <translation>Sitzung „%1“ muss eine Liste von Schritten sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn %1 of session &apos;%2&apos; must be an object</source>
        <translation>Schritt %1 von Sitzung „%2“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>turn %1 of session &apos;%2&apos;: field &apos;%3&apos; must be a non-empty string</source>
        <translation>Schritt %1 von Sitzung „%2“: Feld „%3“ muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>MagicBrush folder</source>
        <translation>MagicBrush-Ordner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MagicBrush test-set folder (images/&lt;id&gt;/ and edit_sessions.json); one item per turn</source>
        <translation>MagicBrush-Testset-Ordner (images/&lt;id&gt;/ und edit_sessions.json); ein Element pro Schritt</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no such folder</source>
        <translation>Ordner nicht vorhanden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &apos;%1&apos; folder here; expected images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation>hier gibt es keinen Ordner „%1“; erwartet images/&lt;id&gt;/&lt;id&gt;-input.png</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the file holds no edit sessions (expected an object mapping each image id to its list of turns)</source>
        <translation>die Datei enthält keine Bearbeitungssitzungen (erwartet wird ein Objekt, das jede Bild-ID auf ihre Liste von Schritten abbildet)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no edit sessions found: there is no edit_sessions.json, and no images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation>keine Bearbeitungssitzungen gefunden: Es gibt weder edit_sessions.json noch images/&lt;id&gt;/&lt;id&gt;-input.png</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>session &apos;%1&apos; refers to &apos;%2&apos;, which does not exist</source>
        <translation>Sitzung „%1“ verweist auf „%2“, das nicht existiert</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+30"/>
        <source>EditLens studies (*.editlens)</source>
        <translation>EditLens-Studien (*.editlens)</translation>
    </message>
    <message>
        <location filename="../ui/studytransfers.cpp" line="+43"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export Report to Folder</source>
        <translation>Bericht in Ordner exportieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Report written</source>
        <translation>Bericht geschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write the report</source>
        <translation>Der Bericht kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>ManifestExport</name>
    <message>
        <location filename="../core/io/manifestexport.cpp" line="+160"/>
        <source>EditLens manifest</source>
        <translation>EditLens-Manifest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest (JSON Lines); round-trips everything a study holds</source>
        <translation>EditLens-Manifest (JSON Lines); enthält verlustfrei alles, was eine Studie enthält</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
</context>
<context>
    <name>ManifestImport</name>
    <message>
        <location filename="../core/io/manifestimport.cpp" line="+55"/>
        <location line="+15"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>Pflichtfeld „%1“ fehlt</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>Feld „%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation>Feld „%1“ muss eine Zahl sein</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be a number, &quot;inf&quot; or &quot;-inf&quot;, not &quot;%2&quot;</source>
        <translation>Feld „%1“ muss eine Zahl, &quot;inf&quot; oder &quot;-inf&quot; sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>field &apos;%1&apos; must be an array</source>
        <translation>Feld „%1“ muss ein Array sein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation>Feld „%1“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; must be an object</source>
        <translation>„%1“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>field &apos;%1&apos; must be detector, annotator or ground_truth, not &apos;%2&apos;</source>
        <translation>Feld „%1“ muss detector, annotator oder ground_truth sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>field &apos;%1&apos; must be ADD, REMOVE or EDIT, not &apos;%2&apos;</source>
        <translation>Feld „%1“ muss ADD, REMOVE oder EDIT sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be [x0, y0, x1, y1]</source>
        <translation>Feld „%1“ muss [x0, y0, x1, y1] sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must hold four numbers</source>
        <translation>Feld „%1“ muss vier Zahlen enthalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>field &apos;%1&apos; must be &quot;normalized&quot; or &quot;pixels&quot;</source>
        <translation>Feld „%1“ muss &quot;normalized&quot; oder &quot;pixels&quot; sein</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>field &apos;%1&apos; must be YES or NO</source>
        <translation>Feld „%1“ muss YES oder NO sein</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be accepted, rejected or relabelled, not &apos;%2&apos;</source>
        <translation>Feld „%1“ muss accepted, rejected oder relabelled sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be {&quot;op&quot;: ADD, REMOVE or EDIT, &quot;description&quot;, &quot;box&quot;: [x0, y0, x1, y1] in pixels}</source>
        <translation>Feld „%1“ muss {&quot;op&quot;: ADD, REMOVE oder EDIT, &quot;description&quot;, &quot;box&quot;: [x0, y0, x1, y1] in Pixeln} sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>field &apos;%1&apos; belongs to a detector&apos;s box only</source>
        <translation>Feld „%1“ gehört nur zur Box eines Detektors</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be ground_truth, excessively_preserved or excessively_modified, not &apos;%2&apos;</source>
        <translation>Feld „%1“ muss ground_truth, excessively_preserved oder excessively_modified sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &apos;%1&apos; must hold annotator names</source>
        <translation>Feld „%1“ muss Annotatornamen enthalten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>field &apos;%1&apos; must hold strings</source>
        <translation>Feld „%1“ muss Zeichenketten enthalten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;%1&apos; must be a whole number from 0 to %2, not %3</source>
        <translation>Feld „%1“ muss eine ganze Zahl von 0 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>field &apos;%1&apos; must be A, B, tie or both_bad</source>
        <translation>Feld „%1“ muss A, B, tie oder both_bad sein</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;%1&apos; gives dimension &apos;%2&apos; an empty scale %3-%4 (min must be below max)</source>
        <translation>„%1“ gibt der Dimension „%2“ eine leere Skala %3–%4 (min muss kleiner als max sein)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>EditLens manifest</source>
        <translation>EditLens-Manifest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest, JSON Lines with one item per line (the native format)</source>
        <translation>EditLens-Manifest, JSON Lines mit einem Element pro Zeile (das native Format)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>truncated JSON (%1 at column %2)</source>
        <translation>abgeschnittenes JSON (%1 in Spalte %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation>ungültiges JSON: %1 in Spalte %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>each line must be a JSON object</source>
        <translation>jede Zeile muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the header line must come before the first item</source>
        <translation>die Kopfzeile muss vor dem ersten Element stehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>manifest version %1 is not a version number (a whole number from 1 to %2)</source>
        <translation>Manifestversion %1 ist keine Versionsnummer (eine ganze Zahl von 1 bis %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>manifest version %1 is newer than this EditLens reads (%2)</source>
        <translation>Manifestversion %1 ist neuer als die, die dieses EditLens lesen kann (%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the manifest holds no items</source>
        <translation>das Manifest enthält keine Elemente</translation>
    </message>
</context>
<context>
    <name>MaskRegionCommand</name>
    <message>
        <location filename="../core/document/commands/maskcommands.cpp" line="+92"/>
        <source>Add region to mask</source>
        <translation>Bereich zur Maske hinzufügen</translation>
    </message>
</context>
<context>
    <name>MaskStrokeCommand</name>
    <message>
        <location line="-70"/>
        <source>Erase mask</source>
        <translation>Maske radieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint mask</source>
        <translation>Maske malen</translation>
    </message>
</context>
<context>
    <name>MetricAvailability</name>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="+20"/>
        <source>no model for %1 in the model manifest</source>
        <translation>kein Modell für %1 im Modellmanifest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no model folder set (EDITLENS_MODELS or Settings → Model folder)</source>
        <translation>kein Modellordner festgelegt (EDITLENS_MODELS oder Einstellungen → Modellordner)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>S_modify needs CLIP: %1</source>
        <translation>S_modify benötigt CLIP: %1</translation>
    </message>
</context>
<context>
    <name>MetricRegistry</name>
    <message>
        <location filename="../core/scoring/metricregistry.cpp" line="+166"/>
        <source>source image</source>
        <translation>Quellbild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation>Ground-Truth-Bild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction (target caption when present)</source>
        <translation>Anweisung (Zielbildunterschrift, falls vorhanden)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and source/target captions</source>
        <translation>Quellbild und Bildunterschriften von Quelle/Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and instruction</source>
        <translation>Quellbild und Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image, outside the differences of the chosen origin</source>
        <translation>Quellbild, außerhalb der Unterschiede der gewählten Herkunft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>instruction (target caption when present), on the coherent differences of the chosen origin</source>
        <translation>Anweisung (Zielbildunterschrift, falls vorhanden), auf den kohärenten Unterschieden der gewählten Herkunft</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean absolute difference on [0, 1] (MagicBrush L1)</source>
        <translation>mittlere absolute Differenz auf [0, 1] (MagicBrush L1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSE</source>
        <translation>MSE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean squared difference on [0, 1] (MagicBrush &quot;L2&quot;)</source>
        <translation>mittlere quadratische Differenz auf [0, 1] (MagicBrush „L2“)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSNR</source>
        <translation>PSNR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak signal-to-noise ratio in dB, data range 255</source>
        <translation>Spitzen-Signal-Rausch-Verhältnis in dB, Wertebereich 255</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSIM</source>
        <translation>SSIM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>structural similarity, Gaussian window (Wang et al. 2004)</source>
        <translation>strukturelle Ähnlichkeit, Gauß-Fenster (Wang et al. 2004)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP-I</source>
        <translation>CLIP-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP image embedding cosine, original vs edited</source>
        <translation>Kosinus der CLIP-Bildeinbettungen, Original vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP-T</source>
        <translation>CLIP-T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP cosine of the edited image and the instruction</source>
        <translation>CLIP-Kosinus von bearbeitetem Bild und Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP-D</source>
        <translation>CLIP-D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP directional similarity (InstructPix2Pix), needs source and target captions</source>
        <translation>CLIP-Richtungsähnlichkeit (InstructPix2Pix), benötigt Bildunterschriften für Quelle und Ziel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DINO-I</source>
        <translation>DINO-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINO ViT-S/16 CLS cosine, original vs edited</source>
        <translation>DINO-ViT-S/16-CLS-Kosinus, Original vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LPIPS</source>
        <translation>LPIPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LPIPS (AlexNet) distance, original vs edited</source>
        <translation>LPIPS-Abstand (AlexNet), Original vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ViFi-CLIP</source>
        <translation>ViFi-CLIP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 x cosine of the 2-frame video [original, edited] and the instruction (ViFi-CLIP, frame features mean-pooled unless the model has encode_video)</source>
        <translation>100 × Kosinus des 2-Frame-Videos [Original, bearbeitet] und der Anweisung (ViFi-CLIP, Frame-Merkmale gemittelt, sofern das Modell kein encode_video hat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ViFi-CLIP, frames reversed</source>
        <translation>ViFi-CLIP, Frames vertauscht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagnostic: ViFi-CLIP on [edited, original]; needs a model with encode_video, since mean pooling cannot see the order</source>
        <translation>Diagnose: ViFi-CLIP auf [bearbeitet, Original]; benötigt ein Modell mit encode_video, da Mean-Pooling die Reihenfolge nicht erkennt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pixel-diff detector</source>
        <translation>Pixeldifferenz-Detektor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>built-in difference boxes (not DICE), stored as differences</source>
        <translation>integrierte Unterschiedsboxen (nicht DICE), als Unterschiede gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; components stored as bpm_s_*</source>
        <translation>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; Komponenten gespeichert als bpm_s_*</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 (ground truth)</source>
        <translation>L1 (Ground Truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean absolute difference to the ground-truth image on [0, 1] (MagicBrush L1)</source>
        <translation>mittlere absolute Differenz zum Ground-Truth-Bild auf [0, 1] (MagicBrush L1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L2 (ground truth)</source>
        <translation>L2 (Ground Truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean squared difference to the ground-truth image on [0, 1] (MagicBrush &quot;L2&quot;, torch MSELoss)</source>
        <translation>mittlere quadratische Differenz zum Ground-Truth-Bild auf [0, 1] (MagicBrush „L2“, torch MSELoss)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CLIP-I (ground truth)</source>
        <translation>CLIP-I (Ground Truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP image embedding cosine, ground truth vs edited</source>
        <translation>Kosinus der CLIP-Bildeinbettungen, Ground Truth vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINO-I (ground truth)</source>
        <translation>DINO-I (Ground Truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINO ViT-S/16 CLS cosine, ground truth vs edited</source>
        <translation>DINO-ViT-S/16-CLS-Kosinus, Ground Truth vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINOv2-I</source>
        <translation>DINOv2-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINOv2 ViT-S/14 CLS cosine, original vs edited</source>
        <translation>DINOv2-ViT-S/14-CLS-Kosinus, Original vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2-I (ground truth)</source>
        <translation>DINOv2-I (Ground Truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2 ViT-S/14 CLS cosine, ground truth vs edited</source>
        <translation>DINOv2-ViT-S/14-CLS-Kosinus, Ground Truth vs. bearbeitet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CLIP-I background (DICE)</source>
        <translation>CLIP-I-Hintergrund (DICE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). Differences labelled incoherent (NO) are unwanted edits: they are not filled, so they lower the value. An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation>DICE + CLIP Hintergrunderhaltung: CLIP-I des Originals und der Ausgabe, deren Unterschiede des gewählten Ursprungs mit den Pixeln des Originals gefüllt sind (Boxen; REMOVE auf dem Original, ADD/EDIT auf der Ausgabe, auf das Raster des Originals gebracht). Als inkohärent (NO) markierte Unterschiede sind unerwünschte Änderungen: Sie werden nicht gefüllt und senken daher den Wert. Eine Ausgabe ohne solche Unterschiede wird als Ganzes verglichen; eine Ausgabe, die dieser Ursprung nie annotiert oder erkannt hat, hat keinen Wert</translation>
    </message>
    <message>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation type="vanished">DICE + CLIP Hintergrunderhaltung: CLIP-I von Original und Ausgabe, deren Unterschiede der gewählten Herkunft mit den Pixeln des Originals gefüllt werden (Boxen; REMOVE im Original, ADD/EDIT in der Ausgabe, auf das Raster des Originals übertragen). Eine Ausgabe ohne solche Unterschiede wird vollständig verglichen; eine Ausgabe, die diese Herkunft nie annotiert oder erkannt hat, hat keinen Wert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CLIP-T region (DICE)</source>
        <translation>CLIP-T-Bereich (DICE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP prompt adherence: mean CLIP-T of the instruction (target caption when present) and the crops of the chosen origin&apos;s differences labelled coherent (ADD/EDIT cropped from the output, REMOVE from the original); 0 when none is coherent (no coherent edit); no value on an output that origin never annotated or detected</source>
        <translation>DICE + CLIP Prompt-Treue: mittleres CLIP-T der Anweisung (Zielbildunterschrift, falls vorhanden) und der Ausschnitte der als kohärent markierten Unterschiede der gewählten Herkunft (ADD/EDIT aus der Ausgabe ausgeschnitten, REMOVE aus dem Original); 0, wenn keiner kohärent ist (keine kohärente Bearbeitung); kein Wert bei einer Ausgabe, die diese Herkunft nie annotiert oder erkannt hat</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>BPM component S_preserve</source>
        <translation>BPM-Komponente S_preserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_modify</source>
        <translation>BPM-Komponente S_modify</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_size</source>
        <translation>BPM-Komponente S_size</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_position</source>
        <translation>BPM-Komponente S_position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_region</source>
        <translation>BPM-Komponente S_region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_semantic</source>
        <translation>BPM-Komponente S_semantic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pixel-diff detector: boxes found</source>
        <translation>Pixeldifferenz-Detektor: gefundene Boxen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>model-stage judge: semantic consistency SC (the lower of two 0-10 sub-scores)</source>
        <translation>Modellstufen-Judge: semantische Konsistenz SC (der niedrigere von zwei Teilscores 0–10)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model-stage judge: perceptual quality PQ (the lower of two 0-10 sub-scores)</source>
        <translation>Modellstufen-Judge: wahrgenommene Qualität PQ (der niedrigere von zwei Teilscores 0–10)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model-stage judge: overall O = sqrt(SC x PQ)</source>
        <translation>Modellstufen-Judge: gesamt O = sqrt(SC x PQ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imported (not computed by EditLens)</source>
        <translation>importiert (nicht von EditLens berechnet)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (final turn)</source>
        <translation>%1 (letzter Schritt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; final turn of a chain: the last output against the first turn&apos;s source image and all turns&apos; instructions</source>
        <translation>%1; letzter Schritt einer Kette: die letzte Ausgabe gegen das Quellbild des ersten Schritts und die Anweisungen aller Schritte</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none (the edited image alone)</source>
        <translation>keine (nur das bearbeitete Bild)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>source image and instruction (SC), none (PQ)</source>
        <translation>Quellbild und Anweisung (SC), keine (PQ)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, of the chain&apos;s last turn</source>
        <translation>%1, des letzten Schritts der Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, of the chain&apos;s first turn</source>
        <translation>%1, des ersten Schritts der Kette</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>unknown metric %1 (known: %2, or all)</source>
        <translation>unbekannte Metrik %1 (bekannt: %2 oder all)</translation>
    </message>
</context>
<context>
    <name>ModelCallStore</name>
    <message>
        <source>cannot read the model calls: %1</source>
        <translation type="vanished">die Modellaufrufe können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/modelcallstore.cpp" line="+107"/>
        <source>cannot read the model calls</source>
        <translation>die Modellaufrufe können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a model call needs a request key and a stage</source>
        <translation>ein Modellaufruf benötigt einen Anfrageschlüssel und eine Stufe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model call status &apos;%1&apos; (ok, unparseable or failed)</source>
        <translation>unbekannter Modellaufruf-Status „%1“ (ok, unparseable oder failed)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot store a model call</source>
        <translation>ein Modellaufruf kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot store the model call %1</source>
        <translation>der Modellaufruf %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot store the model call %1: %2</source>
        <translation type="vanished">der Modellaufruf %1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>ModelRegistry</name>
    <message>
        <location filename="../core/inference/modelregistry.cpp" line="+41"/>
        <source>preprocessing %1: unknown resize rule &quot;%2&quot;</source>
        <translation>Vorverarbeitung %1: unbekannte Skalierungsregel „%2“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preprocessing %1: unknown interpolation &quot;%2&quot;</source>
        <translation>Vorverarbeitung %1: unbekannte Interpolation „%2“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preprocessing %1: unknown size convention &quot;%2&quot;</source>
        <translation>Vorverarbeitung %1: unbekannte Größenkonvention „%2“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>preprocessing %1: expected positive sizes and three mean/std values</source>
        <translation>Vorverarbeitung %1: positive Größen und drei mean/std-Werte erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>preprocessing %1: std must be positive</source>
        <translation>Vorverarbeitung %1: std muss positiv sein</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>model %1: unknown role &quot;%2&quot;</source>
        <translation>Modell %1: unbekannte Rolle „%2“</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>model &quot;%1&quot;: expected an id, file names, inputSize and embeddingSize</source>
        <translation>Modell „%1“: id, Dateinamen, inputSize und embeddingSize erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a valid model manifest: %1</source>
        <translation>kein gültiges Modellmanifest: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported model manifest schema (expected 1)</source>
        <translation>nicht unterstütztes Schema des Modellmanifests (erwartet: 1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>model %1 is listed twice</source>
        <translation>Modell %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1: unknown preprocessing &quot;%2&quot;</source>
        <translation>Modell %1: unbekannte Vorverarbeitung „%2“</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>metric &quot;%1&quot;: expected a known model, a known preprocessing and a direction (higher or lower)</source>
        <translation>Metrik „%1“: ein bekanntes Modell, eine bekannte Vorverarbeitung und eine Richtung (higher oder lower) erwartet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in model manifest is missing from this build</source>
        <translation>das integrierte Modellmanifest fehlt in diesem Build</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unknown model %1</source>
        <translation>unbekanntes Modell %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the model folder (none is set)</source>
        <translation>dem Modellordner (keiner festgelegt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable: model %1 not installed (expected %2 in %3)</source>
        <translation>nicht verfügbar: Modell %1 nicht installiert (%2 in %3 erwartet)</translation>
    </message>
</context>
<context>
    <name>ModelStages</name>
    <message>
        <location filename="../core/modelstages/stagerunner.cpp" line="+88"/>
        <location filename="../core/modelstages/groundstage.cpp" line="+311"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>--max-requests %1 reached: %2 request(s) not sent</source>
        <translation type="vanished">--max-requests %1 erreicht: %2 Anfrage(n) nicht gesendet</translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <location filename="../core/modelstages/groundstage.cpp" line="-62"/>
        <source>--max-requests %1 reached: %n request(s) not sent</source>
        <translation>
            <numerusform>--max-requests %1 erreicht: %n Anfrage nicht gesendet</numerusform>
            <numerusform>--max-requests %1 erreicht: %n Anfragen nicht gesendet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+175"/>
        <source>the plan needs %1 requests, more than --max-requests %2; nothing was sent</source>
        <translation>der Plan benötigt %1 Anfragen, mehr als --max-requests %2; nichts wurde gesendet</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <location filename="../core/modelstages/stagerequests.cpp" line="+121"/>
        <source>unknown stage &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Stufe „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no stage chosen (known: %1)</source>
        <translation>keine Stufe gewählt (bekannt: %1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the study has no system %1</source>
        <translation>die Studie hat kein System %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the study has no item %1</source>
        <translation>die Studie hat kein Element %1</translation>
    </message>
    <message>
        <location filename="../core/modelstages/studyimages.cpp" line="+17"/>
        <source>cannot read the image: %1</source>
        <translation>das Bild kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/modelstages/stagestorage.cpp" line="+96"/>
        <source>cannot store a coherence label</source>
        <translation>ein Kohärenz-Label kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../core/modelstages/groundstage.cpp" line="-181"/>
        <source>cannot read the image&apos;s size</source>
        <translation>die Größe des Bildes kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>MoveResizeDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="-36"/>
        <source>Move box</source>
        <translation>Box verschieben</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <location filename="../core/io/outputfile.cpp" line="+65"/>
        <source>cannot write: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+121"/>
        <source>no output file named</source>
        <translation>keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>it is a folder; name a file</source>
        <translation>das ist ein Ordner; geben Sie eine Datei an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation>das ist weder eine reguläre Datei noch ein zeichenorientiertes Gerät noch eine Pipe; Schreiben wird verweigert</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+20"/>
        <location line="+39"/>
        <source>the file is not open</source>
        <translation>die Datei ist nicht geöffnet</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>short write</source>
        <translation>unvollständiger Schreibvorgang</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>this is %1, which the study uses; an export never writes over the study or its images: name another file</source>
        <translation>das ist %1, die von der Studie verwendet wird; ein Export überschreibt nie die Studie oder ihre Bilder: Geben Sie eine andere Datei an</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../ui/compare/overlayjobs.cpp" line="+48"/>
        <source>no image to compare</source>
        <translation>kein Bild zum Vergleichen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global edit (whole image)</source>
        <translation>globale Bearbeitung (ganzes Bild)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 (%3), size %4, position %5</source>
        <translation>%1 → %2 (%3), Größe %4, Position %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no output image</source>
        <translation>kein Ausgabebild</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rules: %2 · %3</source>
        <translation>%1-Regeln: %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/compare/overlaylayers.cpp" line="+127"/>
        <source>pixel-diff detector (built in)</source>
        <translation>Pixeldifferenz-Detektor (integriert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE (imported)</source>
        <translation>DICE (importiert)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (imported detector)</source>
        <translation>%1 (importierter Detektor)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator %1</source>
        <translation>Annotator %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth (%1)</source>
        <translation>Ground Truth (%1)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1
from %2</source>
        <translation>%1
von %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>YES</source>
        <translation>JA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent with the instruction: %1
%2
(%3)</source>
        <translation>Stimmig mit der Anweisung: %1
%2
(%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 · %n region(s)</source>
        <translation>
            <numerusform>%1 · %n Bereich</numerusform>
            <numerusform>%1 · %n Bereiche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>M_origin: o1 in the original</source>
        <translation>M_origin: o1 im Original</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M_edit: o2 in the output</source>
        <translation>M_edit: o2 in der Ausgabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_origin ∪ M_edit</source>
        <translation>M_origin ∪ M_edit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preserved region (outside M_origin ∪ M_edit)</source>
        <translation>unveränderter Bereich (außerhalb von M_origin ∪ M_edit)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>S_modify crop</source>
        <translation>S_modify-Ausschnitt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>o1</source>
        <translation>o1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>o2</source>
        <translation>o2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag to compare: original on the left, output on the right</source>
        <translation>Zum Vergleichen ziehen: links das Original, rechts die Ausgabe</translation>
    </message>
</context>
<context>
    <name>PixelMetrics</name>
    <message>
        <location filename="../core/metrics/pixelmetrics.cpp" line="+51"/>
        <source>the source image is empty</source>
        <translation>das Quellbild ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is empty</source>
        <translation>das bearbeitete Bild ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the source image is not 8-bit BGR</source>
        <translation>das Quellbild ist kein 8-Bit-BGR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is not 8-bit BGR</source>
        <translation>das bearbeitete Bild ist kein 8-Bit-BGR</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the edited image is %1x%2 pixels, the source %3x%4</source>
        <translation>das bearbeitete Bild hat %1×%2 Pixel, die Quelle %3×%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot resize the edited image: %1</source>
        <translation>die Größe des bearbeiteten Bildes kann nicht geändert werden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>image does not exist</source>
        <translation>Bild existiert nicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot decode the image: %1</source>
        <translation>das Bild kann nicht dekodiert werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot decode the image</source>
        <translation>das Bild kann nicht dekodiert werden</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>the mask is not a single-channel 8-bit image</source>
        <translation>die Maske ist kein einkanaliges 8-Bit-Bild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mask is %1x%2 pixels, the source %3x%4</source>
        <translation>die Maske hat %1×%2 Pixel, die Quelle %3×%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the mask leaves no preserved pixel</source>
        <translation>die Maske lässt keinen unveränderten Pixel übrig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation>SSIM benötigt Bilder mit mindestens 11×11 Pixeln</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the mask leaves no preserved pixel inside the SSIM frame</source>
        <translation>die Maske lässt innerhalb des SSIM-Rahmens keinen unveränderten Pixel übrig</translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <location filename="../core/storage/planstore.cpp" line="-445"/>
        <location line="+10"/>
        <location line="+58"/>
        <location line="+13"/>
        <location filename="../core/document/studyplan.cpp" line="+318"/>
        <source>cannot save the study plan</source>
        <translation>der Studienplan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+91"/>
        <location line="+14"/>
        <location line="+9"/>
        <source>cannot read the study plan</source>
        <translation>der Studienplan kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a plan needs an annotator name</source>
        <translation type="vanished">ein Plan braucht den Namen eines Annotators</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>cannot save a gold answer</source>
        <translation>eine Referenzantwort kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+33"/>
        <source>cannot read gold answers</source>
        <translation>Referenzantworten können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot save the gold answers</source>
        <translation>die Goldantworten können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot read the plan&apos;s gold items</source>
        <translation>die Gold-Elemente des Plans können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read outputs</source>
        <translation>Ausgaben können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read judgements</source>
        <translation>Urteile können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+33"/>
        <source>cannot read progress</source>
        <translation>Fortschritt kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read progress: %1</source>
        <translation type="vanished">der Fortschritt kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this study is %1&apos;s hand-out, packed from &apos;%2&apos;: its plan cannot change here; change the plan in the original study and pack again</source>
        <translation>diese Studie ist die Ausgabe für %1, gepackt aus &apos;%2&apos;: ihr Plan kann hier nicht geändert werden; ändern Sie den Plan in der ursprünglichen Studie und packen Sie erneut</translation>
    </message>
</context>
<context>
    <name>PreferenceStore</name>
    <message>
        <location filename="../core/storage/preferencestore.cpp" line="+22"/>
        <location line="+34"/>
        <source>cannot save preference</source>
        <translation>Präferenz kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+13"/>
        <source>cannot clear preference</source>
        <translation>Präferenz kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot read preference</source>
        <translation>Präferenz kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ProgressCsvExport</name>
    <message>
        <location filename="../core/io/progresscsvexport.cpp" line="+26"/>
        <source>Annotator progress CSV</source>
        <translation>Annotator-Fortschritt (CSV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-annotator progress and time spent per item (plan position, judgements, sessions, seconds, submission, revisions), CSV</source>
        <translation>Fortschritt und Zeitaufwand je Annotator und Element (Planposition, Urteile, Sitzungen, Sekunden, Abgabe, Überarbeitungen), CSV</translation>
    </message>
</context>
<context>
    <name>PromptTemplates</name>
    <message>
        <location filename="../core/modelstages/prompttemplates.cpp" line="+51"/>
        <source>the prompt template &apos;%1&apos; has no user part</source>
        <translation>die Prompt-Vorlage „%1“ hat keinen Benutzerteil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the prompt template &apos;%1&apos; uses the placeholder {%2} in its system part (above the &quot;---&quot; line); placeholders are filled in the user part only</source>
        <translation>die Prompt-Vorlage „%1“ verwendet den Platzhalter {%2} in ihrem Systemteil (über der Zeile „---“); Platzhalter werden nur im Benutzerteil ausgefüllt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the prompt template &apos;%1&apos; uses the placeholder {%2}, which this stage does not fill</source>
        <translation>die Prompt-Vorlage „%1“ verwendet den Platzhalter {%2}, den diese Stufe nicht ausfüllt</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a prompt template name</source>
        <translation>„%1“ ist kein Name einer Prompt-Vorlage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the prompt template: %1</source>
        <translation>die Prompt-Vorlage kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no built-in prompt template &apos;%1&apos;</source>
        <translation>es gibt keine integrierte Prompt-Vorlage „%1“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no prompt template &apos;%1&apos; in %2, nor a built-in one</source>
        <translation>es gibt keine Prompt-Vorlage „%1“ in %2 und auch keine integrierte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the built-in prompt template: %1</source>
        <translation>die integrierte Prompt-Vorlage kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>RatingTable</name>
    <message>
        <location filename="../core/alignment/ratingtable.cpp" line="+35"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>die Studie hat keine Scores für die Metrik „%1“</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the study has no scores of metric &apos;%1&apos; in version &apos;%2&apos;</source>
        <translation>die Studie hat keine Scores der Metrik „%1“ in Version „%2“</translation>
    </message>
</context>
<context>
    <name>RatingsCsvExport</name>
    <message>
        <location filename="../core/io/ratingscsvexport.cpp" line="+21"/>
        <source>Ratings CSV</source>
        <translation>Bewertungen (CSV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every rating, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation>alle Bewertungen, CSV mit den Spalten item_id, system, annotator, dimension, value</translation>
    </message>
</context>
<context>
    <name>RatingsCsvImport</name>
    <message>
        <location filename="../core/io/ratingscsvimport.cpp" line="+23"/>
        <source>Ratings CSV</source>
        <translation>Bewertungen (CSV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>human ratings, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation>menschliche Bewertungen, CSV mit den Spalten item_id, system, annotator, dimension, value</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: annotator &apos;%3&apos; already rated &apos;%4&apos; on line %5</source>
        <translation>Element „%1“, System „%2“: Annotator „%3“ hat „%4“ bereits in Zeile %5 bewertet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file holds a header but no ratings</source>
        <translation>die Datei enthält eine Kopfzeile, aber keine Bewertungen</translation>
    </message>
</context>
<context>
    <name>RelabelDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+65"/>
        <source>Relabel box as %1 %2</source>
        <translation>Box neu beschriften als %1 %2</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/report/reportcharts.cpp" line="+190"/>
        <source>correlation (whisker: 95% bootstrap CI)</source>
        <translation>Korrelation (Fehlerbalken: 95-%-Bootstrap-KI)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>hatched: fewer systems, ranked after the others</source>
        <translation>schraffiert: weniger Systeme, nach den anderen eingeordnet</translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+82"/>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what</source>
        <translation>was</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+207"/>
        <location filename="../core/report/reportevaluations.cpp" line="+146"/>
        <source>items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location line="-206"/>
        <location filename="../core/report/reportdifferences.cpp" line="+101"/>
        <location line="+42"/>
        <source>outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>editing systems</source>
        <translation>Bearbeitungssysteme</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="-43"/>
        <source>annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric scores</source>
        <translation>Metrik-Scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preferences</source>
        <translation>Präferenzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge votes</source>
        <translation>Judge-Stimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="+44"/>
        <source>differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks</source>
        <translation>Masken</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outputs: %1</source>
        <translation>Ausgaben: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alignment sections cover only the outputs that meet every condition (edit type: of the item&apos;s parse; tag; system). Ground-truth test, α sweep and difference detection cover every output.</source>
        <translation>Die Abschnitte zur Übereinstimmung umfassen nur die Ausgaben, die jede Bedingung erfüllen (Bearbeitungstyp: aus der Analyse des Elements; Tag; System). Ground-Truth-Test, α-Sweep und Unterschiedserkennung umfassen alle Ausgaben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extreme edits, q = %1: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (linear interpolation between order statistics, as numpy&apos;s default; ties at a threshold are in).</source>
        <translation>Extreme Bearbeitungen, q = %1: je Dimension die Ausgaben, deren mittlere menschliche Bewertung höchstens beim q-Quantil oder mindestens beim (1 − q)-Quantil liegt (lineare Interpolation zwischen Ordnungsstatistiken wie in numpys Standard; Gleichstände an einer Schwelle sind eingeschlossen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low threshold</source>
        <translation>untere Schwelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high threshold</source>
        <translation>obere Schwelle</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correlations (Spearman with average ranks, Pearson, Kendall τ-b) are combined over editing systems with the protocol &apos;%1&apos;:</source>
        <translation>Korrelationen (Spearman mit Durchschnittsrängen, Pearson, Kendall τ-b) werden über die Bearbeitungssysteme mit dem Protokoll „%1“ kombiniert:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>95% CI: percentile bootstrap of the Spearman value over items, %1 resamples, seed %2.</source>
        <translation>95-%-KI: Perzentil-Bootstrap des Spearman-Werts über die Elemente, %1 Stichproben, Seed %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No confidence intervals (bootstrap off).</source>
        <translation>Keine Konfidenzintervalle (Bootstrap aus).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p: two-sided p-value of each correlation (H0: no correlation), as scipy.stats computes it: Pearson and Spearman through Student&apos;s t with n − 2 degrees of freedom, Kendall τ-b through the normal approximation with tie correction.</source>
        <translation>p: zweiseitiger p-Wert jeder Korrelation (H0: keine Korrelation), wie scipy.stats ihn berechnet: Pearson und Spearman über Students t mit n − 2 Freiheitsgraden, Kendall τ-b über die Normalapproximation mit Bindungskorrektur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p: two-sided p-value (H0: no correlation). Each system&apos;s correlation has its own (scipy.stats: Student&apos;s t with n − 2 degrees of freedom for Pearson and Spearman, the tie-corrected normal approximation for Kendall τ-b); the systems&apos; values are combined with Stouffer&apos;s signed z. The systems share items, so read the combined value as a guide rather than an exact level.</source>
        <translation>p: zweiseitiger p-Wert (H0: keine Korrelation). Die Korrelation jedes Systems hat ihren eigenen (scipy.stats: Students t mit n − 2 Freiheitsgraden für Pearson und Spearman, die bindungskorrigierte Normalapproximation für Kendall τ-b); die Werte der Systeme werden mit Stouffers vorzeichenbehaftetem z kombiniert. Die Systeme teilen sich Elemente, daher ist der kombinierte Wert als Richtwert und nicht als exaktes Niveau zu verstehen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each system&apos;s correlation and human-to-human value is rounded to %1 decimals before the systems are averaged, as VIEScore&apos;s tables are.</source>
        <translation>Die Korrelation und der Wert Mensch zu Mensch jedes Systems werden vor der Mittelung über die Systeme auf %1 Dezimalstellen gerundet, wie in den Tabellen von VIEScore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The human value of an output is the mean of the annotators who rated it. Distances (lower is better) are negated before every statistic, so for every metric a positive correlation and a pairwise alignment above 0.5 mean that it agrees with people.</source>
        <translation>Der menschliche Wert einer Ausgabe ist der Mittelwert der Annotatoren, die sie bewertet haben. Abstände (niedriger ist besser) werden vor jeder Statistik negiert, sodass bei jeder Metrik eine positive Korrelation und eine paarweise Übereinstimmung über 0,5 bedeuten, dass sie mit Menschen übereinstimmt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairwise alignment (BPM, Table 1): for each pair of editing systems (A, B), over the items rated for both:</source>
        <translation>Paarweise Übereinstimmung (BPM, Tabelle 1): für jedes Paar von Bearbeitungssystemen (A, B), über die für beide bewerteten Elemente:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human ceiling: human-to-human = each annotator&apos;s Spearman against the mean of the other annotators, per system, averaged with the same protocol; ICC(2,1) = two-way random, absolute agreement (Shrout &amp; Fleiss) over outputs rated by every annotator; Krippendorff&apos;s α (interval) with missing ratings allowed. Systems with an undefined correlation are left out and listed, never counted as 0.</source>
        <translation>Menschliche Obergrenze: Mensch zu Mensch = Spearman jedes Annotators gegen den Mittelwert der übrigen Annotatoren, je System, gemittelt mit demselben Protokoll; ICC(2,1) = zweifach zufällig, absolute Übereinstimmung (Shrout &amp; Fleiss) über die von allen Annotatoren bewerteten Ausgaben; Krippendorffs α (Intervall) mit zulässigen fehlenden Bewertungen. Systeme mit undefinierter Korrelation werden ausgelassen und aufgeführt, nie als 0 gezählt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM (Balancing Preservation and Modification):</source>
        <translation>BPM (Balancing Preservation and Modification):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disagreement queue: per item, the pairs of outputs the metric orders against the humans (human ties left out, metric ties count as disagreements), score = discordant / comparable pairs. Items with one output use |rank(metric) − rank(human)| / (N − 1) across the study. For BPM the driver is the component (S_preserve, S_modify, region) that orders most of the discordant pairs against the humans.</source>
        <translation>Abweichungsliste: je Element die Ausgabepaare, die die Metrik entgegen den Menschen ordnet (menschliche Gleichstände ausgelassen, Gleichstände der Metrik zählen als Abweichung), Score = diskordante / vergleichbare Paare. Elemente mit einer Ausgabe verwenden |rank(metric) − rank(human)| / (N − 1) über die ganze Studie. Bei BPM ist der Treiber die Komponente (S_preserve, S_modify, region), die die meisten diskordanten Paare entgegen den Menschen ordnet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+100"/>
        <location line="+57"/>
        <location filename="../core/report/reportevaluations.cpp" line="-4"/>
        <source>metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportevaluations.cpp" line="-33"/>
        <source>direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unversioned</source>
        <translation>ohne Version</translation>
    </message>
    <message>
        <source>%1 over %2 by %3; metric tie</source>
        <translation type="vanished">%1 vor %2 um %3; Metrik: Gleichstand</translation>
    </message>
    <message>
        <source>%1 over %2 by %3; metric prefers %2</source>
        <translation type="vanished">%1 vor %2 um %3; Metrik bevorzugt %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disagreement queue (%1)</source>
        <translation>Abweichungsliste (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No item where %1 orders the outputs against the humans.</source>
        <translation>Kein Element, bei dem %1 die Ausgaben entgegen den Menschen ordnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit type</source>
        <translation>Bearbeitungstyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discordant / comparable</source>
        <translation>diskordant / vergleichbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worst pair (humans prefer)</source>
        <translation>schlechtestes Paar (Menschen bevorzugen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM driver</source>
        <translation>BPM-Treiber</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>single output</source>
        <translation>einzelne Ausgabe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dimension: %1</source>
        <translation>Dimension: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human ceiling (%1)</source>
        <translation>Menschliche Obergrenze (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>human-to-human</source>
        <translation>Mensch zu Mensch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ICC(2,1)</source>
        <translation>ICC(2,1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krippendorff α (interval)</source>
        <translation>Krippendorff α (Intervall)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>excluded systems</source>
        <translation>ausgeschlossene Systeme</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>annotators left out (system)</source>
        <translation>ausgelassene Annotatoren (System)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alignment with the humans (%1)</source>
        <translation>Übereinstimmung mit den Menschen (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Pearson</source>
        <translation>Pearson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kendall</source>
        <translation>Kendall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairwise alignment</source>
        <translation>paarweise Übereinstimmung</translation>
    </message>
    <message>
        <location line="-189"/>
        <location line="+190"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as defined by the import</source>
        <translation>wie im Import definiert</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 over %2 by %3; metric prefers %2 by %4</source>
        <translation>%1 vor %2 um %3; Metrik bevorzugt %2 um %4</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 (partial)</source>
        <translation>%1 (teilweise)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (n %2; without %3)</source>
        <translation>%1 (n %2; ohne %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>human ceiling (h2h, ICC, α)</source>
        <translation>menschliche Obergrenze (M-M, ICC, α)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman with the humans: %1 (%2)</source>
        <translation>Spearman mit den Menschen: %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman per metric with 95% CI and the human ceiling band, %1</source>
        <translation>Spearman je Metrik mit 95-%-KI und dem Band der menschlichen Obergrenze, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pairwise alignment per system pair (%1)</source>
        <translation>Paarweise Übereinstimmung je Systempaar (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Metric against human, per output (%1)</source>
        <translation>Metrik gegen Mensch, je Ausgabe (%1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (lower is better)</source>
        <translation>%1 (niedriger ist besser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of annotators)</source>
        <translation>%1 (Mittel der Annotatoren)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scatter of %1 against human %2, one colour per system</source>
        <translation>Streudiagramm von %1 gegen menschliche %2, eine Farbe je System</translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="-76"/>
        <source>Pairwise judges</source>
        <translation>Paarweise Judges</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each judge&apos;s vote on a pair of outputs against the human vote on it (left, right, tie, both bad): the share of votes the judge gets right (GenAI-Bench&apos;s four-way accuracy; random guessing scores about 26 %). A verdict judge is right when its verdict allows the human vote ([[A&gt;B]] for left, [[A=B]] for tie or both bad). A score metric votes by the %1 rule: %2. Distances vote with their sign turned, so the lower distance wins.</source>
        <translation>Die Stimme jedes Judges zu einem Ausgabepaar gegen die menschliche Stimme dazu (links, rechts, Gleichstand, beide schlecht): der Anteil der Stimmen, die der Judge richtig hat (vierstufige Genauigkeit von GenAI-Bench; zufälliges Raten erreicht etwa 26 %). Ein Urteils-Judge liegt richtig, wenn sein Urteil die menschliche Stimme zulässt ([[A&gt;B]] für links, [[A=B]] für Gleichstand oder beide schlecht). Eine Score-Metrik stimmt nach der Regel %1 ab: %2. Abstände stimmen mit umgekehrtem Vorzeichen ab, sodass der geringere Abstand gewinnt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>each score&apos;s type is round-half-even(score / 5) on the 0-10 scale, the higher type wins, equal types are a tie when both scores are at least 9 and both bad otherwise</source>
        <translation>der Typ jedes Scores ist round-half-even(score / 5) auf der Skala 0–10, der höhere Typ gewinnt, gleiche Typen sind ein Gleichstand, wenn beide Scores mindestens 9 sind, sonst beide schlecht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each score&apos;s type is round-half-even(score / 5), the higher type wins and equal types are a tie (AURORA-Bench has no both-bad label)</source>
        <translation>der Typ jedes Scores ist round-half-even(score / 5), der höhere Typ gewinnt und gleiche Typen sind ein Gleichstand (AURORA-Bench hat kein Label „beide schlecht“)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the higher score wins and equal scores are a tie</source>
        <translation>der höhere Score gewinnt, und gleiche Scores sind ein Gleichstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score metrics are read on the scale %1 to %2: each value v is typed as 10 · (v − %1) / (%2 − %1) (10 minus that for a distance).</source>
        <translation>Score-Metriken werden auf der Skala %1 bis %2 gelesen: Jeder Wert v wird als 10 · (v − %1) / (%2 − %1) angegeben (bei einem Abstand 10 minus diesem Wert).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted left / right / tie / both bad</source>
        <translation>vorhergesagt links / rechts / Gleichstand / beide schlecht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unavailable, because %1</source>
        <translation>nicht verfügbar, weil %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n vote(s) on unscored outputs left out</source>
        <translation>
            <numerusform>%n Stimme zu Ausgaben ohne Score ausgelassen</numerusform>
            <numerusform>%n Stimmen zu Ausgaben ohne Score ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unparseable verdict(s) counted wrong</source>
        <translation>
            <numerusform>%n nicht lesbares Urteil als falsch gezählt</numerusform>
            <numerusform>%n nicht lesbare Urteile als falsch gezählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score (%1)</source>
        <translation>Score (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../core/report/reportdifferences.cpp" line="-103"/>
        <source>Difference detection</source>
        <translation>Unterschiedserkennung</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>detector</source>
        <translation>Detektor</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AP50</source>
        <translation>AP50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP75</source>
        <translation>AP75</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AP M</source>
        <translation>AP M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP L</source>
        <translation>AP L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class-aware AP</source>
        <translation>klassenbezogene AP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP ADD</source>
        <translation>AP ADD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AP REMOVE</source>
        <translation>AP REMOVE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP EDIT</source>
        <translation>AP EDIT</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Agreement between annotators on differences</source>
        <translation>Übereinstimmung der Annotatoren bei Unterschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes: on the outputs both annotators examined (marked complete or drew on), their boxes are paired one to one (same op, IoU ≥ 0.5, highest IoU first); F1 = 2 · matched / (boxes of one + boxes of the other). Coherence: the labels both gave one difference, and each one&apos;s label on their matched boxes; Cohen&apos;s κ per pair. Mean F1 %1. Labels of one difference by several annotators: Fleiss&apos; κ %2 (%3 raters, %4 differences every rater labelled), Krippendorff&apos;s α (nominal) %5 (%6 differences).</source>
        <translation>Boxen: Auf den Ausgaben, die beide Annotatoren untersucht haben (als vollständig markiert oder darauf gezeichnet), werden ihre Boxen eins zu eins gepaart (gleiche Op, IoU ≥ 0,5, höchste IoU zuerst); F1 = 2 · gepaart / (Boxen des einen + Boxen des anderen). Kohärenz: die Labels, die beide einem Unterschied gegeben haben, und das Label jedes Einzelnen auf ihren gepaarten Boxen; Cohens κ je Paar. Mittleres F1 %1. Labels eines Unterschieds von mehreren Annotatoren: Fleiss’ κ %2 (%3 Bewertende, %4 Unterschiede, die alle Bewertenden beschriftet haben), Krippendorffs α (nominal) %5 (%6 Unterschiede).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes</source>
        <translation>Boxen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matched</source>
        <translation>gepaart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box F1</source>
        <translation>Box-F1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence pairs</source>
        <translation>Kohärenzpaare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence agreement</source>
        <translation>Kohärenz-Übereinstimmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cohen κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Per-system summary of differences (DICE Table 3)</source>
        <translation>Zusammenfassung der Unterschiede je System (DICE Tabelle 3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no rubric dimension</source>
        <translation>keine Dimension des Bewertungsschemas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per editing system and origin: correct edits = differences labelled coherent, unwanted edits = differences labelled incoherent (both as % of the labelled differences), no visual change = outputs without any difference (% of the outputs the origin examined: for the truth those with a ground-truth difference or marked complete, for an annotator those they completed or drew on, for a detector those with its boxes or a recorded run). Beside them, people&apos;s mean rating of the matching rubric dimension on the same outputs (%1), and Pearson&apos;s r of the two over outputs and over systems. Correct and unwanted edits are n/a for an origin that labelled none of its differences.</source>
        <translation>Je Bearbeitungssystem und Herkunft: korrekte Änderungen = als kohärent markierte Unterschiede, unerwünschte Änderungen = als inkohärent markierte Unterschiede (beide in % der markierten Unterschiede), keine sichtbare Veränderung = Ausgaben ohne jeden Unterschied (% der von der Herkunft untersuchten Ausgaben: bei der Ground Truth jene mit einem Ground-Truth-Unterschied oder als vollständig markiert, bei einem Annotator jene, die er abgeschlossen oder auf denen er gezeichnet hat, bei einem Detektor jene mit seinen Boxen oder einem erfassten Lauf). Daneben die mittlere menschliche Bewertung der passenden Dimension des Bewertungsschemas auf denselben Ausgaben (%1) sowie Pearsons r der beiden über Ausgaben und über Systeme. Korrekte und unerwünschte Änderungen sind n/a für eine Herkunft, die keinen ihrer Unterschiede markiert hat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>correct edits %</source>
        <translation>korrekte Änderungen %</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>people</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>unwanted edits %</source>
        <translation>unerwünschte Änderungen %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no visual change %</source>
        <translation>keine sichtbare Veränderung %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>r over outputs</source>
        <translation>r über Ausgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>r over systems</source>
        <translation>r über Systeme</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>images</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Each detector&apos;s boxes against the truth, COCO AP as pycocotools computes it (DICE-D style). The outputs are those with a ground-truth difference and those an annotator marked complete (no further differences); on a complete output the completing annotators&apos; boxes are truth too, and a detection on a complete output without any difference is a false positive. Class-agnostic AP ignores the op; class-aware AP takes ADD, REMOVE and EDIT as categories; coherence-aware AP takes the coherence label (the detector&apos;s own estimate against the truth&apos;s) as the category, over outputs whose every truth box is labelled; it and the coherence agreement are n/a for a detector that gives no coherence labels (the built-in pixel-difference detector has no coherence estimator).</source>
        <translation>Die Boxen jedes Detektors gegen die Ground Truth, COCO AP wie von pycocotools berechnet (im Stil von DICE-D). Die Ausgaben sind jene mit einem Ground-Truth-Unterschied und jene, die ein Annotator als vollständig markiert hat (keine weiteren Unterschiede); auf einer vollständigen Ausgabe zählen auch die Boxen der abschließenden Annotatoren als Ground Truth, und eine Detektion auf einer vollständigen Ausgabe ohne jeden Unterschied ist falsch positiv. Klassenunabhängige AP ignoriert die Op; klassenbezogene AP verwendet ADD, REMOVE und EDIT als Kategorien; kohärenzbezogene AP verwendet das Kohärenz-Label (die eigene Schätzung des Detektors gegen die der Ground Truth) als Kategorie, über Ausgaben, deren Ground-Truth-Boxen alle beschriftet sind; sie und die Kohärenz-Übereinstimmung sind n/a für einen Detektor ohne Kohärenz-Labels (der integrierte Pixeldifferenz-Detektor hat keinen Kohärenzschätzer).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>coherence-aware AP</source>
        <translation>kohärenzbezogene AP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP coherent</source>
        <translation>AP kohärent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP incoherent</source>
        <translation>AP inkohärent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>images (unlabelled detections)</source>
        <translation>Bilder (unbeschriftete Detektionen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence accuracy (pairs)</source>
        <translation>Kohärenz-Genauigkeit (Paare)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence κ</source>
        <translation>Kohärenz-κ</translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="+17"/>
        <source>Edit-text retrieval</source>
        <translation>Bearbeitung-Text-Retrieval</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit → text ranks every distinct text of the study for each output; text → edit ranks the outputs of the same system for each output&apos;s text. Similarity is the metric&apos;s cosine; rank 1 is the best and ties count for the query (rank = 1 + the number of strictly more similar candidates). R@k is the percentage of queries ranked k or better. CLIP-D ranks the image direction against the caption direction; vectors of norm 0 (no direction) are left out.</source>
        <translation>Bearbeitung → Text ordnet für jede Ausgabe alle unterschiedlichen Texte der Studie; Text → Bearbeitung ordnet für den Text jeder Ausgabe die Ausgaben desselben Systems. Die Ähnlichkeit ist der Kosinus der Metrik; Rang 1 ist der beste, und Gleichstände zählen zugunsten der Anfrage (Rang = 1 + Anzahl der echt ähnlicheren Kandidaten). R@k ist der Prozentsatz der Anfragen mit Rang k oder besser. CLIP-D ordnet die Bildrichtung gegen die Richtung der Bildunterschriften; Vektoren mit Norm 0 (keine Richtung) werden ausgelassen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model %1, version: %2. %3 of %4 outputs ranked against %5 texts.</source>
        <translation>Modell %1, Version: %2. %3 von %4 Ausgaben gegen %5 Texte gerankt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+71"/>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean rank</source>
        <translation>mittlerer Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median rank</source>
        <translation>Median-Rang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit → text</source>
        <translation>Bearbeitung → Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text → edit</source>
        <translation>Text → Bearbeitung</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+15"/>
        <location filename="../core/report/reportmodelcalls.cpp" line="+24"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ground-truth test</source>
        <translation>Ground-Truth-Test</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM&apos;s ground-truth test (Table 4): on each item with a ground-truth edit, an excessively preserved candidate (the original plus noise) and an excessively modified one, the share of items on which the metric scores each candidate best (distances: lowest). A tie for best splits the item equally among the tied candidates; such items are counted under &apos;ties&apos;. A metric that balances preservation and modification favours the ground truth.</source>
        <translation>BPMs Ground-Truth-Test (Tabelle 4): Für jedes Element mit einer Ground-Truth-Bearbeitung, einem übermäßig erhaltenden Kandidaten (das Original plus Rauschen) und einem übermäßig verändernden der Anteil der Elemente, bei denen die Metrik jeden Kandidaten am besten bewertet (Abstände: am niedrigsten). Ein Gleichstand um den besten Platz teilt das Element gleichmäßig unter den gleichauf liegenden Kandidaten auf; solche Elemente werden unter „Gleichstände“ gezählt. Eine Metrik, die Erhaltung und Veränderung ausbalanciert, bevorzugt die Ground Truth.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively preserved</source>
        <translation>übermäßig erhaltend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively modified</source>
        <translation>übermäßig verändernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ties</source>
        <translation>Gleichstände</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>α sweep</source>
        <translation>α-Sweep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM(α) = α·S_semantic + (1 − α)·S_region recomputed from the stored components of %1 outputs, and its pairwise alignment with each dimension (the paper&apos;s Table 9 peaks at α = 0.7).</source>
        <translation>BPM(α) = α·S_semantic + (1 − α)·S_region, neu berechnet aus den gespeicherten Komponenten von %1 Ausgaben, und seine paarweise Übereinstimmung mit jeder Dimension (Tabelle 9 des Papers erreicht ihr Maximum bei α = 0,7).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+17"/>
        <source>drawing the report&apos;s charts needs a QGuiApplication (fonts); none is running</source>
        <translation>das Zeichnen der Diagramme des Berichts benötigt eine QGuiApplication (Schriften); es läuft keine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation>die Studie hat keine Bewertungen für die Dimension „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>die Studie hat keine Scores für die Metrik „%1“</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <location line="+18"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>EditLens report: %1</source>
        <translation>EditLens-Bericht: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed study</source>
        <translation>unbenannte Studie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study file %1, EditLens %2.</source>
        <translation>Studiendatei %1, EditLens %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot create the report folder</source>
        <translation>der Berichtsordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/report/reportmodelcalls.cpp" line="-13"/>
        <source>Model stages</source>
        <translation>Modellstufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every request the model stages sent is kept in the study with its raw answer. Unparseable answers stored nothing; failed requests got no answer. Tokens are those the endpoint reported (requests without usage figures count 0).</source>
        <translation>Jede Anfrage, die die Modellstufen gesendet haben, wird mit ihrer Rohantwort in der Studie aufbewahrt. Nicht lesbare Antworten haben nichts gespeichert; fehlgeschlagene Anfragen erhielten keine Antwort. Token sind die vom Endpunkt gemeldeten (Anfragen ohne Verbrauchsangaben zählen 0).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unparseable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prompt tokens</source>
        <translation>Prompt-Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completion tokens</source>
        <translation>Completion-Token</translation>
    </message>
    <message>
        <location filename="../core/report/reportannotators.cpp" line="+15"/>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failed checks: ratings that missed a gold answer (an attention check) of those a gold answer checks. Agreement: Pearson r between the annotator&apos;s ratings and the mean of the other annotators&apos; ratings of the same output and dimension, over the ratings at least one other annotator shares (every dimension together); unavailable below 3 such ratings.</source>
        <translation>Nicht bestandene Prüfungen: Bewertungen, die eine Goldantwort (eine Aufmerksamkeitsprüfung) verfehlt haben, von denen, die eine Goldantwort prüft. Übereinstimmung: Pearson-r zwischen den Bewertungen des Annotators und dem Mittelwert der Bewertungen der anderen Annotatoren für dieselbe Ausgabe und Dimension, über die Bewertungen, die mindestens ein anderer Annotator teilt (alle Dimensionen zusammen); nicht verfügbar unter 3 solchen Bewertungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>submitted / planned</source>
        <translation>abgeschickt / geplant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judged items</source>
        <translation>beurteilte Elemente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds per item</source>
        <translation>Sekunden pro Element</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed checks</source>
        <translation>nicht bestandene Prüfungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agreement with the others</source>
        <translation>Übereinstimmung mit den anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in alignment</source>
        <translation>im Übereinstimmungsabgleich</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>excluded: %1</source>
        <translation>ausgeschlossen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every annotator&apos;s ratings count in alignment.</source>
        <translation>Die Bewertungen aller Annotatoren zählen im Übereinstimmungsabgleich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out of alignment (their ratings and preferences are not on the human side of any table or chart): %1.</source>
        <translation>Aus dem Übereinstimmungsabgleich ausgelassen (ihre Bewertungen und Präferenzen stehen in keiner Tabelle und keinem Diagramm auf der menschlichen Seite): %1.</translation>
    </message>
</context>
<context>
    <name>ReportExportJob</name>
    <message numerus="yes">
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+47"/>
        <source>Wrote the report to %1 (and report.md, %n chart(s)).</source>
        <translation>
            <numerusform>Bericht nach %1 geschrieben (dazu report.md, %n Diagramm).</numerusform>
            <numerusform>Bericht nach %1 geschrieben (dazu report.md, %n Diagramme).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Retrieval</name>
    <message>
        <location filename="../core/stats/retrieval.cpp" line="+199"/>
        <source>retrieval input: expected %1-d rows and a valid text for every edit</source>
        <translation>Retrieval-Eingabe: %1-dimensionale Zeilen und ein gültiger Text für jede Bearbeitung erwartet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>retrieval: the similarity product failed: %1</source>
        <translation>Retrieval: Das Ähnlichkeitsprodukt ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <location filename="../core/study/rubric.cpp" line="+15"/>
        <source>Very Poor</source>
        <translation>Sehr schlecht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poor</source>
        <translation>Schlecht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very Good</source>
        <translation>Sehr gut</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fail</source>
        <translation>Misslungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation>Teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Gelungen</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Please assess whether the edited image meets the editing requirements. The assessment is divided into five dimensions: overall editing quality, quality of the edited area, consistency of the non-edited area, whether the size of the edited object meets the editing instructions, and whether the position of the edited object is correct.</source>
        <translation>Bitte beurteilen Sie, ob das bearbeitete Bild die Bearbeitungsanforderungen erfüllt. Die Beurteilung gliedert sich in fünf Dimensionen: Gesamtqualität der Bearbeitung, Qualität des bearbeiteten Bereichs, Konsistenz des nicht bearbeiteten Bereichs, ob die Größe des bearbeiteten Objekts der Anweisung entspricht und ob die Position des bearbeiteten Objekts stimmt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overall editing quality: Evaluate the overall quality of the generated image, considering the realism of the edited image, whether the edits align with the editing instructions and appear natural, and whether the non-edited areas remain consistent with the original image.</source>
        <translation>Gesamtqualität der Bearbeitung: Beurteilen Sie die Gesamtqualität des erzeugten Bildes. Berücksichtigen Sie dabei, wie realistisch das bearbeitete Bild ist, ob die Änderungen der Anweisung entsprechen und natürlich wirken und ob die nicht bearbeiteten Bereiche mit dem Originalbild übereinstimmen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quality of the edited area: Assess whether the modified areas required by the instructions meet the textual editing instructions and appear natural.</source>
        <translation>Qualität des bearbeiteten Bereichs: Beurteilen Sie, ob die laut Anweisung veränderten Bereiche der textuellen Bearbeitungsanweisung entsprechen und natürlich wirken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Consistency of the non-edited area: Evaluate whether the areas that should not be edited remain consistent with the original image.</source>
        <translation>Konsistenz des nicht bearbeiteten Bereichs: Beurteilen Sie, ob die Bereiche, die nicht bearbeitet werden sollten, mit dem Originalbild übereinstimmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size: Whether the size of the edited object meets the editing instructions, For example, &quot;make the fire hydrant blue&quot; means that the size of the fire hydrant should remain unchanged; while &quot;make the vase bigger&quot; means that the vase should increase in size.</source>
        <translation>Größe: Ob die Größe des bearbeiteten Objekts der Anweisung entspricht. Beispiel: „Färbe den Hydranten blau“ bedeutet, dass die Größe des Hydranten unverändert bleiben soll; „Mach die Vase größer“ bedeutet dagegen, dass die Vase größer werden soll.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Position: Whether the position of the edited object is correct, For example, &quot;make the hydrant blue,&quot; the position of the hydrant should remain unchanged; &quot;put an apple on the table&quot;, the apple should be on top of the table.</source>
        <translation>Position: Ob die Position des bearbeiteten Objekts stimmt. Beispiel: Bei „Färbe den Hydranten blau“ soll die Position des Hydranten unverändert bleiben; bei „Leg einen Apfel auf den Tisch“ soll der Apfel auf dem Tisch liegen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rate each edited image 0 (fail), 0.5 (partial) or 1 (success) for semantic consistency and perceptual quality.</source>
        <translation>Bewerten Sie jedes bearbeitete Bild hinsichtlich semantischer Konsistenz und wahrgenommener Qualität mit 0 (misslungen), 0,5 (teilweise) oder 1 (gelungen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Semantic consistency: how well the edit follows the instruction</source>
        <translation>Semantische Konsistenz: wie gut die Bearbeitung der Anweisung folgt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perceptual quality: naturalness and absence of artifacts</source>
        <translation>Wahrgenommene Qualität: Natürlichkeit und Freiheit von Artefakten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rate the correct edits and the unwanted edits from 1 to 5, and mark images that show no visual change.</source>
        <translation>Bewerten Sie die korrekten und die unerwünschten Änderungen von 1 bis 5 und markieren Sie Bilder, die keine sichtbare Veränderung zeigen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Correct edits: how well the requested changes were made</source>
        <translation>Korrekte Änderungen: wie gut die gewünschten Änderungen umgesetzt wurden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unwanted edits: changes that the instruction did not ask for</source>
        <translation>Unerwünschte Änderungen: Änderungen, die die Anweisung nicht verlangt hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No visual change: the edited image looks like the original</source>
        <translation>Keine sichtbare Veränderung: Das bearbeitete Bild sieht aus wie das Original</translation>
    </message>
</context>
<context>
    <name>RubricStore</name>
    <message>
        <location filename="../core/storage/rubricstore.cpp" line="+20"/>
        <source>a rubric needs a name</source>
        <translation>ein Bewertungsschema braucht einen Namen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid scale for dimension &apos;%1&apos; of rubric &apos;%2&apos;</source>
        <translation>ungültige Skala für die Dimension „%1“ des Bewertungsschemas „%2“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot save rubric</source>
        <translation>Bewertungsschema kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>cannot delete rubric</source>
        <translation>Bewertungsschema kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read rubrics</source>
        <translation>Bewertungsschemata können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cannot read study settings</source>
        <translation>Studieneinstellungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot save study settings</source>
        <translation>Studieneinstellungen können nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>RuleLabelStore</name>
    <message>
        <location filename="../core/storage/rulelabelstore.cpp" line="+26"/>
        <source>cannot store the labels</source>
        <translation>die Labels können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot declare dimension &apos;%1&apos;</source>
        <translation>Dimension „%1“ kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">Annotator kann nicht erfasst werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot remove the earlier labels</source>
        <translation>die früheren Labels können nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot read the annotator</source>
        <translation type="vanished">der Annotator kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot read the dimension</source>
        <translation>die Dimension kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot remove the earlier scores</source>
        <translation>die früheren Scores können nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>label %1 of output %2 is outside the scale %3-%4</source>
        <translation>Label %1 von Ausgabe %2 liegt außerhalb der Skala %3–%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label</source>
        <translation>ein Label kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label&apos;s rule</source>
        <translation>die Regel eines Labels kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label&apos;s score</source>
        <translation>der Score eines Labels kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read the labels</source>
        <translation>die Labels können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the labels: %1</source>
        <translation type="vanished">die Labels können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <location filename="../core/storage/schema.cpp" line="+363"/>
        <source>not a study file (cannot read its schema version)</source>
        <translation>keine Studiendatei (ihre Schemaversion kann nicht gelesen werden)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an EditLens study: the database holds tables but no EditLens schema version (SQLite user_version is 0); it was not changed</source>
        <translation>keine EditLens-Studie: Die Datenbank enthält Tabellen, aber keine EditLens-Schemaversion (SQLite user_version ist 0); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>study was written by a newer EditLens (schema %1, this build reads up to %2); it was not changed</source>
        <translation>die Studie wurde von einem neueren EditLens geschrieben (Schema %1, dieser Build liest bis %2); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the study is damaged: its table &apos;%1&apos; is missing (schema %2); it was not changed</source>
        <translation>die Studie ist beschädigt: Ihre Tabelle „%1“ fehlt (Schema %2); sie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot start a transaction: %1</source>
        <translation>Transaktion kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>migration to schema %1 failed</source>
        <translation>Migration auf Schema %1 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot record schema version</source>
        <translation>Schemaversion kann nicht erfasst werden</translation>
    </message>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation type="vanished">Migration auf Schema %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot record schema version: %1</source>
        <translation type="vanished">Schemaversion kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>ScoreRun</name>
    <message>
        <location filename="../core/scoring/scorerun.cpp" line="+12"/>
        <source>no metric chosen</source>
        <translation>keine Metrik gewählt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the number of worker threads must not be negative</source>
        <translation>die Anzahl der Worker-Threads darf nicht negativ sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s alpha must be a number from 0 to 1</source>
        <translation>BPMs alpha muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the DICE + CLIP origin must name an origin</source>
        <translation>die Herkunft für DICE + CLIP muss eine Herkunft nennen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 (%2): %n output(s) scored</source>
        <translation>
            <numerusform>%1 (%2): %n Ausgabe berechnet</numerusform>
            <numerusform>%1 (%2): %n Ausgaben berechnet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 version: %2</source>
        <translation>%1 Version: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reference: %2</source>
        <translation>%1 Referenz: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outputs %1, computed %2, already stored %3, values written %4, differences %5%6</source>
        <translation>Ausgaben %1, berechnet %2, bereits gespeichert %3, Werte geschrieben %4, Unterschiede %5%6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (interrupted: run again to resume)</source>
        <translation> (unterbrochen: erneut ausführen, um fortzusetzen)</translation>
    </message>
</context>
<context>
    <name>ScoreSummary</name>
    <message>
        <source>cannot read the study: %1</source>
        <translation type="vanished">die Studie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoresummary.cpp" line="+21"/>
        <source>cannot read the study</source>
        <translation>die Studie kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ScoreWriter</name>
    <message>
        <location filename="../core/storage/scorewriter.cpp" line="+22"/>
        <source>cannot store scoring results</source>
        <translation>Scoring-Ergebnisse können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cannot start a transaction: %1</source>
        <translation>Transaktion kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>cannot store scoring results: %1</source>
        <translation type="vanished">Scoring-Ergebnisse können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot commit scoring results: %1</source>
        <translation>Scoring-Ergebnisse können nicht festgeschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>ScoresCsvExport</name>
    <message>
        <location filename="../core/io/scorescsvexport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation>Scores (CSV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every metric score, CSV with columns item_id, system, metric, value, version</source>
        <translation>alle Metrik-Scores, CSV mit den Spalten item_id, system, metric, value, version</translation>
    </message>
</context>
<context>
    <name>ScoresCsvImport</name>
    <message>
        <location filename="../core/io/scorescsvimport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation>Scores (CSV)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>metric scores, CSV with columns item_id, system, metric, value and optionally version</source>
        <translation>Metrik-Scores, CSV mit den Spalten item_id, system, metric, value und optional version</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos; already has a &apos;%3&apos; score of version &apos;%4&apos; on line %5</source>
        <translation>Element „%1“, System „%2“ hat bereits einen „%3“-Score der Version „%4“ in Zeile %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file holds a header but no scores</source>
        <translation>die Datei enthält eine Kopfzeile, aber keine Scores</translation>
    </message>
</context>
<context>
    <name>ScoringChain</name>
    <message>
        <location filename="../core/scoring/scoringchain.cpp" line="+59"/>
        <source>item &apos;%1&apos; names source_item &apos;%2&apos;, which is not in the study</source>
        <translation>Element „%1“ nennt source_item „%2“, das nicht in der Studie ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the chain ending at item &apos;%1&apos; loops</source>
        <translation>die Kette, die bei Element „%1“ endet, bildet eine Schleife</translation>
    </message>
</context>
<context>
    <name>SessionStore</name>
    <message>
        <location filename="../core/storage/sessionstore.cpp" line="+22"/>
        <source>cannot start an annotation session</source>
        <translation>Annotationssitzung kann nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot end an annotation session</source>
        <translation>Annotationssitzung kann nicht beendet werden</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot read sessions</source>
        <translation>Sitzungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>cannot submit item</source>
        <translation>Element kann nicht abgeschickt werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot reopen item for revision</source>
        <translation>Element kann nicht zur Überarbeitung wieder geöffnet werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation>Element %1 wurde nicht von „%2“ abgeschickt</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot read submissions</source>
        <translation>abgeschickte Elemente können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>SetCoherenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+84"/>
        <source>Clear coherence</source>
        <translation>Kohärenz löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark coherent</source>
        <translation>Als kohärent markieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark not coherent</source>
        <translation>Als nicht kohärent markieren</translation>
    </message>
</context>
<context>
    <name>SetOutputCompleteCommand</name>
    <message>
        <location line="-28"/>
        <source>Mark output complete</source>
        <translation>Ausgabe als vollständig markieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark output incomplete</source>
        <translation>Ausgabe als unvollständig markieren</translation>
    </message>
</context>
<context>
    <name>SetPreferenceCommand</name>
    <message>
        <location filename="../core/document/commands/ratingcommands.cpp" line="+68"/>
        <source>Prefer %1</source>
        <translation>%1 bevorzugen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear preference</source>
        <translation>Präferenz löschen</translation>
    </message>
</context>
<context>
    <name>SetRatingCommand</name>
    <message>
        <location line="-41"/>
        <source>Rate %1 as %2</source>
        <translation>%1 mit %2 bewerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear rating %1</source>
        <translation>Bewertung %1 löschen</translation>
    </message>
</context>
<context>
    <name>SqlDialect</name>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+136"/>
        <source>the database gave no reason (is the connection lost?)</source>
        <translation>die Datenbank hat keinen Grund angegeben (ist die Verbindung verloren?)</translation>
    </message>
</context>
<context>
    <name>SqliteDialect</name>
    <message>
        <location line="-74"/>
        <source>the SQLite driver exposes no handle</source>
        <translation>der SQLite-Treiber stellt kein Handle bereit</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the database gave no reason</source>
        <translation>die Datenbank nannte keinen Grund</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program (a window or editlens-cli)</source>
        <translation>ein anderes Programm (ein Fenster oder editlens-cli)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it for more than %2 s; try again when it has finished</source>
        <translation>die Studie ist gesperrt: %1 schreibt seit mehr als %2 s darauf; versuchen Sie es erneut, wenn der Vorgang abgeschlossen ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it; stopped waiting after %2 s as asked</source>
        <translation>die Studie ist gesperrt: %1 schreibt darauf; Warten wie gewünscht nach %2 s beendet</translation>
    </message>
</context>
<context>
    <name>StagedStudy</name>
    <message>
        <location filename="../core/storage/stagedstudy.cpp" line="+44"/>
        <source>cannot finish the new study: its log could not be written into the study file (%1)</source>
        <translation>die neue Studie kann nicht abgeschlossen werden: ihr Protokoll konnte nicht in die Studiendatei geschrieben werden (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot move the new study to its name: %1</source>
        <translation>die neue Studie kann nicht unter ihren Namen verschoben werden: %1</translation>
    </message>
</context>
<context>
    <name>StudyAccess</name>
    <message>
        <source>cannot read the server&apos;s roles: %1</source>
        <translation type="vanished">die Rollen des Servers können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyrights.cpp" line="+309"/>
        <location filename="../core/server/studyaccess.cpp" line="+67"/>
        <location line="+20"/>
        <source>cannot read the server&apos;s roles</source>
        <translation>die Rollen des Servers können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+9"/>
        <source>cannot set the annotators&apos; rights on the study</source>
        <translation>die Rechte der Annotierenden an der Studie können nicht gesetzt werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+24"/>
        <source>cannot read your rights on the study</source>
        <translation>Ihre Rechte an der Studie können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read your rights on the study: %1</source>
        <translation type="vanished">Ihre Rechte an der Studie können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/server/studyaccess.cpp" line="-31"/>
        <source>annotator logins are for studies on a server; a study file is shared by handing it out (editlens-cli pack)</source>
        <translation>Zugänge für Annotierende gibt es für Studien auf einem Server; eine Studiendatei wird geteilt, indem man sie ausgibt (editlens-cli pack)</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">Annotierende brauchen einen Namen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>your server role may not create roles (it needs CREATEROLE); ask the server&apos;s administrator to run: ALTER ROLE %1 CREATEROLE</source>
        <translation>Ihre Serverrolle darf keine Rollen anlegen (sie braucht CREATEROLE); bitten Sie die Serververwaltung, dies auszuführen: ALTER ROLE %1 CREATEROLE</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot add annotator &apos;%1&apos;</source>
        <translation>Annotierende(r) „%1“ kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read annotators</source>
        <translation>Annotatoren können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read annotators: %1</source>
        <translation type="vanished">die Annotierenden können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>StudyDocument</name>
    <message>
        <location filename="../core/document/studydocument.cpp" line="+160"/>
        <source>this item was submitted and is locked; choose Revise to change it</source>
        <translation>dieses Element wurde abgeschickt und ist gesperrt; wählen Sie „Überarbeiten“, um es zu ändern</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+118"/>
        <source>no difference with id %1</source>
        <translation>kein Unterschied mit der ID %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>choose an annotator first</source>
        <translation>wählen Sie zuerst einen Annotator</translation>
    </message>
    <message>
        <source>the server cannot be reached: ratings and preferences are kept on this computer and sent when it is back, but boxes, labels, masks and submissions need the server</source>
        <translation type="vanished">der Server ist nicht erreichbar: Bewertungen und Präferenzen werden auf diesem Computer aufbewahrt und gesendet, sobald er wieder da ist, aber Boxen, Labels, Masken und Abgaben brauchen den Server</translation>
    </message>
    <message>
        <location filename="../core/document/studydocument_server.cpp" line="+21"/>
        <source>what they answer was removed from the study since they were given</source>
        <translation>das, worauf sie sich beziehen, wurde aus der Studie entfernt, seit sie gegeben wurden</translation>
    </message>
    <message>
        <location filename="../core/document/serversession.cpp" line="+117"/>
        <source>the server cannot be reached and this computer cannot keep the answer (no offline journal)</source>
        <translation>der Server ist nicht erreichbar und dieser Computer kann die Antwort nicht aufbewahren (kein Offline-Journal)</translation>
    </message>
    <message>
        <location filename="../core/document/studydocument_server.cpp" line="+164"/>
        <source>the server cannot be reached: answers are kept on this computer and sent when it is back, but boxes and masks need the server</source>
        <translation>der Server ist nicht erreichbar: Antworten werden auf diesem Computer aufbewahrt und gesendet, sobald er wieder da ist, aber Boxen und Masken brauchen den Server</translation>
    </message>
</context>
<context>
    <name>StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+25"/>
        <source>Imported %1 items, %2 outputs, %3 ratings (%4).</source>
        <translation>%1 Elemente, %2 Ausgaben, %3 Bewertungen importiert (%4).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n judgement(s) replaced one the study already held.</source>
        <translation>
            <numerusform>%n Urteil hat eines ersetzt, das die Studie bereits enthielt.</numerusform>
            <numerusform>%n Urteile haben jeweils eines ersetzt, das die Studie bereits enthielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
</context>
<context>
    <name>StudyLocation</name>
    <message>
        <location filename="../core/storage/studylocation.cpp" line="+33"/>
        <source>the URL names no study: add ?study=NAME</source>
        <translation>die URL nennt keine Studie: fügen Sie ?study=NAME an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the study name &apos;%1&apos; must start with a lower-case letter or &apos;_&apos; and hold only lower-case letters, digits and &apos;_&apos;</source>
        <translation>der Studienname „%1“ muss mit einem Kleinbuchstaben oder „_“ beginnen und darf nur Kleinbuchstaben, Ziffern und „_“ enthalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study name &apos;%1&apos; is longer than PostgreSQL&apos;s 63 bytes</source>
        <translation>der Studienname „%1“ ist länger als die 63 Bytes von PostgreSQL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study name &apos;%1&apos; starts with &apos;pg_&apos;, which PostgreSQL keeps for itself</source>
        <translation>der Studienname „%1“ beginnt mit „pg_“, das PostgreSQL für sich reserviert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not a valid PostgreSQL URL: %1</source>
        <translation>keine gültige PostgreSQL-URL: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the URL names no database: write postgresql://user@host/DATABASE?study=NAME</source>
        <translation>die URL nennt keine Datenbank: schreiben Sie postgresql://user@host/DATENBANK?study=NAME</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port &apos;%1&apos; is not a number from 1 to 65535</source>
        <translation>Port „%1“ ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>connect_timeout „%1“ ist keine Anzahl Sekunden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown URL parameter &apos;%1&apos; (known: study, sslmode, sslrootcert, host, port, connect_timeout)</source>
        <translation>unbekannter URL-Parameter „%1“ (bekannt: study, sslmode, sslrootcert, host, port, connect_timeout)</translation>
    </message>
</context>
<context>
    <name>StudyOpener</name>
    <message>
        <location filename="../ui/studyopener.cpp" line="+23"/>
        <source>Fetching the study&apos;s images from the server…</source>
        <translation>Die Bilder der Studie werden vom Server geholt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>opening was cancelled before every image of the study was fetched; open it again to go on (images already fetched are kept)</source>
        <translation>das Öffnen wurde abgebrochen, bevor alle Bilder der Studie geholt waren; öffnen Sie sie erneut, um fortzufahren (bereits geholte Bilder bleiben erhalten)</translation>
    </message>
</context>
<context>
    <name>StudyPaths</name>
    <message>
        <location filename="../core/storage/studypaths.cpp" line="+49"/>
        <source>empty image path</source>
        <translation>leerer Bildpfad</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>path &apos;%1&apos; names the study folder &apos;%2&apos; itself, not an image</source>
        <translation>Pfad „%1“ nennt den Studienordner „%2“ selbst, kein Bild</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; leaves the study folder &apos;%2&apos; through &apos;..&apos;</source>
        <translation>Pfad „%1“ verlässt den Studienordner „%2“ über „..“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; is an absolute path outside the study folder &apos;%2&apos;</source>
        <translation>Pfad „%1“ ist ein absoluter Pfad außerhalb des Studienordners „%2“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>path &apos;%1&apos; (relative to &apos;%2&apos;) lies outside the study folder &apos;%3&apos;</source>
        <translation>Pfad „%1“ (relativ zu „%2“) liegt außerhalb des Studienordners „%3“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>image &apos;%1&apos; does not exist</source>
        <translation>Bild „%1“ existiert nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a file</source>
        <translation>„%1“ ist keine Datei</translation>
    </message>
</context>
<context>
    <name>StudyPlan</name>
    <message>
        <source>cannot read outputs: %1</source>
        <translation type="vanished">Ausgaben können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read judgements</source>
        <translation type="vanished">Urteile können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/document/studyplan.cpp" line="-102"/>
        <source>Output %1</source>
        <translation>Ausgabe %1</translation>
    </message>
</context>
<context>
    <name>StudyReader</name>
    <message>
        <source>cannot read dimensions: %1</source>
        <translation type="vanished">Dimensionen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyreader.cpp" line="+35"/>
        <location line="+57"/>
        <source>cannot read dimensions</source>
        <translation>Dimensionen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>%1: rating %2 is %3, off the scale of its dimension; it was left out</source>
        <translation>%1: Bewertung %2 ist %3 und liegt außerhalb der Skala ihrer Dimension; sie wurde ausgelassen</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>cannot list items</source>
        <translation>Elemente können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot list items: %1</source>
        <translation type="vanished">Elemente können nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>item %1 does not exist</source>
        <translation>Element %1 existiert nicht</translation>
    </message>
    <message>
        <source>cannot read study: %1</source>
        <translation type="vanished">Studie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyreader_items.cpp" line="+114"/>
        <source>cannot read study</source>
        <translation>Studie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the study is damaged: %1 holds &apos;%2&apos;, which is not a number; it was not changed</source>
        <translation>die Studie ist beschädigt: %1 enthält „%2“, was keine Zahl ist; sie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>the rating of output %1 by &apos;%2&apos; on &apos;%3&apos;</source>
        <translation>die Bewertung von Ausgabe %1 durch „%2“ bei „%3“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the rating of output %2 by &apos;%3&apos; on &apos;%4&apos; is %5, off its scale (%6 to %7); it was left out</source>
        <translation>%1: die Bewertung von Ausgabe %2 durch „%3“ für „%4“ ist %5 und liegt außerhalb ihrer Skala (%6 bis %7); sie wurde ausgelassen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the &apos;%1&apos; score of output %2</source>
        <translation>der „%1“-Score von Ausgabe %2</translation>
    </message>
</context>
<context>
    <name>StudyRetrieval</name>
    <message>
        <location filename="../core/scoring/studyretrieval.cpp" line="+24"/>
        <source>unknown learned metric %1</source>
        <translation>unbekannte gelernte Metrik %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 is not an edit-text similarity; retrieval ranks by one of: %2</source>
        <translation>%1 ist keine Bearbeitung-Text-Ähnlichkeit; Retrieval ordnet nach einer von: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no model folder given</source>
        <translation>kein Modellordner angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding was not asked for</source>
        <translation>Kodierung wurde nicht angefordert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no %1 embeddings of %2 are stored in the study, and none could be computed: %3</source>
        <translation>in der Studie sind keine %1-Einbettungen von %2 gespeichert, und es konnten keine berechnet werden: %3</translation>
    </message>
</context>
<context>
    <name>StudyScorer</name>
    <message>
        <source>no BPM on %1 of %2 output(s), for example: %3</source>
        <translation type="vanished">kein BPM bei %1 von %2 Ausgabe(n), zum Beispiel: %3</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoringplan.cpp" line="+125"/>
        <source>unavailable with --chain final: its regions belong to one turn; score it with --chain turn</source>
        <translation>nicht verfügbar mit --chain final: Seine Bereiche gehören zu einem Schritt; berechnen Sie es mit --chain turn</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>BPM unavailable: S_modify needs CLIP (the clip_i model and bpe_simple_vocab_16e6.txt.gz in the model folder); stored its components S_preserve, S_size, S_position, S_region</source>
        <translation>BPM nicht verfügbar: S_modify benötigt CLIP (das Modell clip_i und bpe_simple_vocab_16e6.txt.gz im Modellordner); seine Komponenten S_preserve, S_size, S_position, S_region wurden gespeichert</translation>
    </message>
    <message>
        <location line="-122"/>
        <location filename="../core/scoring/learnedstage.cpp" line="+49"/>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation>nicht verfügbar: kein Modellordner angegeben (--models DIR oder EDITLENS_MODELS)</translation>
    </message>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="-46"/>
        <source>unavailable: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoringplan.cpp" line="+20"/>
        <source>unavailable: needs source and target captions (manifest fields source_caption and target_caption); no item of this study has both</source>
        <translation>nicht verfügbar: benötigt Bildunterschriften für Quelle und Ziel (Manifestfelder source_caption und target_caption); kein Element dieser Studie hat beide</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>unavailable: a metric with its own function is measured against the source image only</source>
        <translation>nicht verfügbar: eine Metrik mit eigener Funktion wird nur am Quellbild gemessen</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>unavailable, because no item has a ground-truth image</source>
        <translation>nicht verfügbar, da kein Element ein Ground-Truth-Bild hat</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unavailable on %1 of %n output(s), because the item has no ground-truth image</source>
        <translation>
            <numerusform>nicht verfügbar für %1 von %n Ausgabe, weil das Element kein Ground-Truth-Bild hat</numerusform>
            <numerusform>nicht verfügbar für %1 von %n Ausgaben, weil das Element kein Ground-Truth-Bild hat</numerusform>
        </translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because the item has no ground-truth image</source>
        <translation type="vanished">nicht verfügbar bei %1 von %2 Ausgabe(n), da das Element kein Ground-Truth-Bild hat</translation>
    </message>
    <message>
        <source>not judged on %1 output(s), for example: %2</source>
        <translation type="vanished">bei %1 Ausgabe(n) nicht beurteilt, zum Beispiel: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/bpmstudy.cpp" line="+75"/>
        <source>no BPM on %1 of %n output(s), for example: %2</source>
        <translation>
            <numerusform>kein BPM für %1 von %n Ausgabe, zum Beispiel: %2</numerusform>
            <numerusform>kein BPM für %1 von %n Ausgaben, zum Beispiel: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/studyscorer.cpp" line="+302"/>
        <source>not judged on %n output(s), for example: %1</source>
        <translation>
            <numerusform>nicht beurteilt für %n Ausgabe, zum Beispiel: %1</numerusform>
            <numerusform>nicht beurteilt für %n Ausgaben, zum Beispiel: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <location filename="../core/storage/studystore.cpp" line="+114"/>
        <location line="+332"/>
        <source>a file with this name already exists</source>
        <translation>eine Datei mit diesem Namen existiert bereits</translation>
    </message>
    <message>
        <location line="-330"/>
        <source>study file does not exist</source>
        <translation>Studiendatei existiert nicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty, not a study (a study is an SQLite file made by New Study or by importing into a new path); it was left as it is</source>
        <translation>die Datei ist leer und keine Studie (eine Studie ist eine SQLite-Datei, die über „Neue Studie“ oder durch Import in einen neuen Pfad entsteht); sie wurde unverändert gelassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>folder does not exist</source>
        <translation>Ordner existiert nicht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot open study: %1</source>
        <translation>Studie kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot configure the database: %1</source>
        <translation>die Datenbank kann nicht konfiguriert werden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../core/storage/studystore_server.cpp" line="+101"/>
        <location line="+133"/>
        <source>cannot configure the database (%1)</source>
        <translation>die Datenbank kann nicht konfiguriert werden (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../core/storage/studystore_server.cpp" line="-93"/>
        <source>cannot write study settings</source>
        <translation>Studieneinstellungen können nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read study settings</source>
        <translation>Studieneinstellungen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>cannot write a copy</source>
        <translation>eine Kopie kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+23"/>
        <source>not a study file: %1</source>
        <translation>keine Studiendatei: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the disk is full (%1 bytes free): SQLite could not create the study&apos;s -wal and -shm files beside it; free some space and try again (the study itself is unchanged)</source>
        <translation>der Datenträger ist voll (%1 Bytes frei): SQLite konnte die Dateien -wal und -shm der Studie daneben nicht anlegen; geben Sie Speicherplatz frei und versuchen Sie es erneut (die Studie selbst ist unverändert)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the study (%1); the study itself is unchanged</source>
        <translation>die Studie kann nicht gelesen werden (%1); die Studie selbst ist unverändert</translation>
    </message>
    <message>
        <location filename="../core/storage/studystore.cpp" line="-291"/>
        <source>an empty SQLite database, not an EditLens study (it has no tables and no schema version); it was left as it is</source>
        <translation>eine leere SQLite-Datenbank, keine EditLens-Studie (sie hat weder Tabellen noch eine Schemaversion); sie wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>cannot configure the database (%1): %2</source>
        <translation type="vanished">die Datenbank kann nicht konfiguriert werden (%1): %2</translation>
    </message>
    <message>
        <source>cannot write study settings: %1</source>
        <translation type="vanished">Studieneinstellungen können nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot read study settings: %1</source>
        <translation type="vanished">Studieneinstellungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <location filename="../core/storage/studykind.cpp" line="+49"/>
        <source>cannot save study settings</source>
        <translation>Studieneinstellungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot count study contents</source>
        <translation>der Inhalt der Studie kann nicht gezählt werden</translation>
    </message>
    <message>
        <source>a rating needs an annotator name</source>
        <translation type="vanished">eine Bewertung braucht den Namen eines Annotators</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>cannot start a transaction</source>
        <translation>Transaktion kann nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read dimensions</source>
        <translation>Dimensionen können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation>unbekannte Bewertungsdimension „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation>Bewertung %1 liegt außerhalb der Skala %2–%3 von „%4“</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">Annotator kann nicht erfasst werden</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+15"/>
        <location line="+46"/>
        <source>cannot save rating</source>
        <translation>Bewertung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot clear rating</source>
        <translation>Bewertung kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read rating</source>
        <translation>Bewertung kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a study on a server is copied into a file with &apos;editlens-cli pull URL FILE&apos;</source>
        <translation>eine Studie auf einem Server wird mit „editlens-cli pull URL DATEI“ in eine Datei kopiert</translation>
    </message>
    <message>
        <source>cannot write a copy: %1</source>
        <translation type="vanished">Kopie kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studystore_server.cpp" line="+11"/>
        <source>a study on a PostgreSQL server needs Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql), which is not installed</source>
        <translation>eine Studie auf einem PostgreSQL-Server braucht den PostgreSQL-Treiber von Qt (Debian-Paket libqt6sql6-psql), der nicht installiert ist</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>cannot connect to the server: %1</source>
        <translation>keine Verbindung zum Server: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot read the server&apos;s studies</source>
        <translation>die Studien des Servers können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot create the study</source>
        <translation>die Studie kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s studies: %1</source>
        <translation type="vanished">die Studien des Servers können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>the database &apos;%1&apos; already holds a study named &apos;%2&apos;</source>
        <translation>die Datenbank „%1“ enthält bereits eine Studie namens „%2“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the database &apos;%1&apos; holds no study named &apos;%2&apos; (publish one with &apos;editlens-cli publish STUDY.editlens URL&apos;)</source>
        <translation>die Datenbank „%1“ enthält keine Studie namens „%2“ (veröffentlichen Sie eine mit „editlens-cli publish STUDIE.editlens URL“)</translation>
    </message>
    <message>
        <source>cannot create the study: %1</source>
        <translation type="vanished">die Studie kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the schema &apos;%1&apos; holds no EditLens study (it has no schema version); it was left as it is</source>
        <translation>das Schema „%1“ enthält keine EditLens-Studie (es hat keine Schemaversion); es blieb unverändert</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>the server cannot be reached: %1</source>
        <translation>der Server ist nicht erreichbar: %1</translation>
    </message>
</context>
<context>
    <name>StudyTransfer</name>
    <message>
        <source>cannot read the table &apos;%1&apos;: %2</source>
        <translation type="vanished">die Tabelle „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write the table &apos;%1&apos;: %2</source>
        <translation type="vanished">in die Tabelle „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot copy row %1 of the table &apos;%2&apos;: %3</source>
        <translation type="vanished">Zeile %1 der Tabelle „%2“ kann nicht kopiert werden: %3</translation>
    </message>
    <message>
        <location filename="../core/transfer/studytransfer.cpp" line="+154"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s image paths: %1</source>
        <translation type="vanished">die Bildpfade der Studie können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the study: %1</source>
        <translation type="vanished">die Studie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+58"/>
        <source>cannot copy the study</source>
        <translation>die Studie kann nicht kopiert werden</translation>
    </message>
    <message>
        <source>cannot number new rows of the table &apos;%1&apos;: %2</source>
        <translation type="vanished">neue Zeilen der Tabelle „%1“ können nicht nummeriert werden: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>publish copies a study file (.editlens) to a server; this is a server URL</source>
        <translation>publish kopiert eine Studiendatei (.editlens) auf einen Server; dies ist eine Server-URL</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot mark the study&apos;s publish</source>
        <translation>die Veröffentlichung der Studie kann nicht markiert werden</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s settings: %1</source>
        <translation type="vanished">die Einstellungen der Studie können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/publishmark.cpp" line="+15"/>
        <source>cannot read the study&apos;s settings</source>
        <translation>die Einstellungen der Studie können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this server study is incomplete: its publish (begun %1) did not finish, so rows or images are missing. Remove it with DROP SCHEMA %2 CASCADE and publish the study file again</source>
        <translation>diese Serverstudie ist unvollständig: ihre Veröffentlichung (begonnen %1) wurde nicht abgeschlossen, daher fehlen Zeilen oder Bilder. Entfernen Sie sie mit DROP SCHEMA %2 CASCADE und veröffentlichen Sie die Studiendatei erneut</translation>
    </message>
    <message>
        <source>the incomplete server study &apos;%1&apos; could not be removed (%2): remove it with DROP SCHEMA %1 CASCADE</source>
        <translation type="vanished">die unvollständige Serverstudie „%1“ konnte nicht entfernt werden (%2): entfernen Sie sie mit DROP SCHEMA %1 CASCADE</translation>
    </message>
    <message>
        <location filename="../core/transfer/studytransfer.cpp" line="-27"/>
        <source>not a server study URL (postgresql://user@host/database?study=NAME)</source>
        <translation>keine URL einer Serverstudie (postgresql://user@host/database?study=NAME)</translation>
    </message>
    <message>
        <source>; the incomplete server study &apos;%1&apos; could not be removed (%2): remove it with DROP SCHEMA %1 CASCADE</source>
        <translation type="vanished">; die unvollständige Serverstudie „%1“ konnte nicht entfernt werden (%2): entfernen Sie sie mit DROP SCHEMA %1 CASCADE</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+25"/>
        <source>cannot read the table &apos;%1&apos;</source>
        <translation>die Tabelle „%1“ kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write the table &apos;%1&apos;</source>
        <translation>die Tabelle „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot copy row %1 of the table &apos;%2&apos;</source>
        <translation>Zeile %1 der Tabelle „%2“ kann nicht kopiert werden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read the study&apos;s image paths</source>
        <translation>die Bildpfade der Studie können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>cannot number new rows of the table &apos;%1&apos;</source>
        <translation>neue Zeilen der Tabelle „%1“ können nicht nummeriert werden</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>the incomplete server study &apos;%1&apos; could not be removed</source>
        <translation>die unvollständige Serverstudie „%1“ konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; remove it with DROP SCHEMA %1 CASCADE</source>
        <extracomment>Follows &quot;the incomplete server study &apos;NAME&apos; could not be removed: &lt;the server&apos;s words&gt;&quot;; %1 is the study&apos;s schema, in an SQL statement the user runs by hand (not to be translated).</extracomment>
        <translation>; entfernen Sie sie mit DROP SCHEMA %1 CASCADE</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>pull writes a study file (.editlens); give a file name, not a URL</source>
        <translation>pull schreibt eine Studiendatei (.editlens); geben Sie einen Dateinamen an, keine URL</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a file with this name already exists; it was left as it is</source>
        <translation>eine Datei mit diesem Namen existiert bereits; sie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the pulled study&apos;s image folder already exists and is not empty; move it or pull into another file name</source>
        <translation>der Bildordner der geholten Studie existiert bereits und ist nicht leer; verschieben Sie ihn oder holen Sie die Studie unter einem anderen Dateinamen</translation>
    </message>
    <message>
        <location line="-210"/>
        <location line="+224"/>
        <source>cannot read the study</source>
        <translation>die Studie kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>Subset</name>
    <message>
        <location filename="../core/alignment/subset.cpp" line="+42"/>
        <source>a subset is edit_type=TYPE, tag=TAG or system=NAME, not &apos;%1&apos;</source>
        <translation>eine Teilmenge ist edit_type=TYPE, tag=TAG oder system=NAME, nicht „%1“</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>the extremes share must be in (0, 0.5], not %1</source>
        <translation>der Anteil der Extreme muss in (0, 0.5] liegen, nicht %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study has no system named %1; its systems: %2</source>
        <translation>die Studie hat kein System namens %1; ihre Systeme: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no output of the study has %1</source>
        <translation>keine Ausgabe der Studie hat %1</translation>
    </message>
</context>
<context>
    <name>SynthObjects</name>
    <message>
        <location filename="../core/demo/synthobjects.cpp" line="+35"/>
        <source>&apos;%1&apos; must be an array</source>
        <translation>„%1“ muss ein Array sein</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>cannot open the objects file: %1</source>
        <translation>die Objektdatei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation>ein COCO-Objekt mit „images“, „annotations“ und „categories“ erwartet</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation>Kategorie %1 braucht eine ganzzahlige „id“ und einen „name“</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation>Bild %1 braucht eine ganzzahlige „id“ und einen „file_name“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation>Bild %1: „%2“ muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>image id %1 is given twice</source>
        <translation>Bild-ID %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>annotation %1: %2</source>
        <translation>Annotation %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation>„image_id“ muss ein Bild der Datei nennen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation>„category_id“ muss eine Kategorie der Datei nennen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation>„bbox“ muss [x, y, width, height] mit Breite und Höhe von mindestens 0 sein</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation>„segmentation“ muss eine Liste von Polygonen [x0, y0, x1, y1, ...] mit jeweils mindestens drei Punkten sein</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation>die Datei enthält kein zu bearbeitendes Objekt (keine Annotation mit Polygon oder Box)</translation>
    </message>
</context>
<context>
    <name>SynthPairs</name>
    <message>
        <location filename="../core/demo/synthpairs.cpp" line="+124"/>
        <source>no visible edit could be made of this photograph</source>
        <translation>aus diesem Foto ließ sich keine sichtbare Bearbeitung erzeugen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no such folder</source>
        <translation>Ordner nicht vorhanden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the objects file names no image</source>
        <translation>die Objektdatei nennt kein Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder holds no image file</source>
        <translation>der Ordner enthält keine Bilddatei</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation>kein lesbares Bild mit mindestens 32 Pixeln Seitenlänge; übersprungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation>kein Objekt bedeckt 0,2 % bis 35 % des Bildes; übersprungen</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+54"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>the number of pairs must be at least 1</source>
        <translation>die Anzahl der Paare muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study already exists; choose another name</source>
        <translation>die Studie existiert bereits; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation>der Bildordner der Studie existiert bereits; entfernen Sie ihn oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no usable photograph (see the warnings above)</source>
        <translation>kein brauchbares Foto (siehe die Warnungen oben)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create folder: %1</source>
        <translation>Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create folder</source>
        <translation>Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot move the images to their folder (does it exist now?)</source>
        <translation>die Bilder können nicht in ihren Ordner verschoben werden (existiert er inzwischen?)</translation>
    </message>
</context>
<context>
    <name>SystemPairModel</name>
    <message>
        <location filename="../ui/itemmodels/systempairmodel.cpp" line="+112"/>
        <source>%1, %2: share of the items rated for both systems (human ties left out) that the metric orders like the humans.</source>
        <translation>%1, %2: Anteil der für beide Systeme bewerteten Elemente (ohne menschliche Gleichstände), die die Metrik genauso ordnet wie die Menschen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
</context>
<context>
    <name>TableColumns</name>
    <message>
        <location filename="../core/io/tablecolumns.cpp" line="+141"/>
        <source>column mapping entry &apos;%1&apos; has no &apos;=&apos;; write ROLE=COLUMN (roles: %2)</source>
        <translation>Spaltenzuordnung „%1“ hat kein „=“; schreiben Sie ROLE=COLUMN (Rollen: %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column mapping entry &apos;%1&apos;: unknown role &apos;%2&apos; (roles: %3)</source>
        <translation>Spaltenzuordnung „%1“: unbekannte Rolle „%2“ (Rollen: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column mapping entry &apos;%1&apos;: only output and target name a system (ROLE:SYSTEM=COLUMN)</source>
        <translation>Spaltenzuordnung „%1“: Nur output und target nennen ein System (ROLE:SYSTEM=COLUMN)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping entry &apos;%1&apos;: the system name is empty</source>
        <translation>Spaltenzuordnung „%1“: Der Systemname ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping: &apos;output=&apos; (no outputs) cannot go with output columns</source>
        <translation>Spaltenzuordnung: „output=“ (keine Ausgaben) ist nicht mit Ausgabespalten kombinierbar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column mapping names role &apos;%1&apos; twice</source>
        <translation>die Spaltenzuordnung nennt die Rolle „%1“ zweimal</translation>
    </message>
</context>
<context>
    <name>TableImport</name>
    <message>
        <location filename="../core/io/tableimport.cpp" line="+21"/>
        <source>item id</source>
        <translation>Element-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image</source>
        <translation>Quellbild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation>Ground-Truth-Bild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edited image</source>
        <translation>bearbeitetes Bild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source caption</source>
        <translation>Bildunterschrift Quelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target caption</source>
        <translation>Bildunterschrift Ziel</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation>die Datei ist leer; erwartet wird eine Kopfzeile mit den Spaltennamen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1; the header has: %2</source>
        <translation>%1; die Kopfzeile enthält: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>die Kopfzeile nennt die Spalte „%1“ zweimal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation>die Spalte „%2“ (%1) steht nicht in der Kopfzeile; diese enthält: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation>die Spalte „%1“ ist doppelt zugeordnet (als %2 und als %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation>die Spalten „%1“ und „%2“ sind beide dem System „%3“ zugeordnet; benennen Sie eine anders</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>this row has %n field(s) but the header has %1</source>
        <translation>
            <numerusform>diese Zeile hat %n Feld, aber die Kopfzeile hat %1</numerusform>
            <numerusform>diese Zeile hat %n Felder, aber die Kopfzeile hat %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation>die Spalte „%2“ (%1) ist leer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation>Element-ID „%1“ wird bereits in Zeile %2 verwendet</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation>diese Zeile hat kein Bild in ihren Spalten für bearbeitete Bilder oder Ground Truth (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Table of image pairs, CSV or TSV</source>
        <translation>Tabelle mit Bildpaaren, CSV oder TSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation>CSV- oder TSV-Tabelle, eine Bearbeitung pro Zeile: Spalten für Anweisung, Quellbild, bearbeitete Bilder (je ein System) und optional Element-ID, Ground Truth (Ziel) und Bildunterschriften; Spalten werden über den Namen in der Kopfzeile gefunden oder zugeordnet</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+33"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation>keine Spalte ist als %1 („%2“) zugeordnet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation>keine Spalte ist einem bearbeiteten Bild („output“) oder der Ground Truth („target“) zugeordnet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the table has a header but no rows</source>
        <translation>die Tabelle hat eine Kopfzeile, aber keine Zeilen</translation>
    </message>
</context>
<context>
    <name>TorchModel</name>
    <message>
        <location filename="../core/inference/torchbackend.cpp" line="+119"/>
        <source>model %1 expects %2×%2 images, got %3×%3</source>
        <translation>Modell %1 erwartet Bilder mit %2×%2, erhalten: %3×%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model %1: expected %2 from %3, got a %4</source>
        <translation>Modell %1: %2 von %3 erwartet, erhalten: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: expected %2 from %3, got %4</source>
        <translation>Modell %1: %2 von %3 erwartet, erhalten: %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>model %1: expected [N] or [N,1,1,1] from forward, got %2</source>
        <translation>Modell %1: [N] oder [N,1,1,1] von forward erwartet, erhalten: %2</translation>
    </message>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="-7"/>
        <location filename="../core/inference/torchmodel.cpp" line="+22"/>
        <source>learned metrics unavailable: %1</source>
        <translation>gelernte Metriken nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../core/inference/torchmodel.cpp" line="+8"/>
        <source>the LibTorch module was built for another version of EditLens (interface %1, expected %2)</source>
        <translation>das LibTorch-Modul wurde für eine andere Version von EditLens gebaut (Schnittstelle %1, erwartet %2)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>unavailable: model %1 not installed (no such file)</source>
        <translation>nicht verfügbar: Modell %1 nicht installiert (Datei nicht vorhanden)</translation>
    </message>
    <message>
        <location filename="../core/inference/torchbackend.cpp" line="+202"/>
        <source>model %1: not a readable TorchScript file (expected %2 saved with torch.jit.save): %3</source>
        <translation>Modell %1: keine lesbare TorchScript-Datei (erwartet: %2, gespeichert mit torch.jit.save): %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model %1: the TorchScript file has no method %2</source>
        <translation>Modell %1: Die TorchScript-Datei hat keine Methode %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>model %1: running it on a zero input failed: %2</source>
        <translation>Modell %1: Ausführung mit einer Null-Eingabe fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>model %1 computes distances, not embeddings</source>
        <translation>Modell %1 berechnet Abstände, keine Einbettungen</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+41"/>
        <location line="+32"/>
        <location line="+33"/>
        <source>model %1: %2 failed: %3</source>
        <translation>Modell %1: %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>model %1 has no video encoder (encode_video)</source>
        <translation>Modell %1 hat keinen Video-Encoder (encode_video)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: every clip needs the same number of frames (at least one)</source>
        <translation>Modell %1: Jeder Clip braucht dieselbe Anzahl Frames (mindestens einen)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>model %1 has no text encoder</source>
        <translation>Modell %1 hat keinen Text-Encoder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 expects %2 tokens per text, got %3</source>
        <translation>Modell %1 erwartet %2 Token pro Text, erhalten: %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>model %1 is not a distance model</source>
        <translation>Modell %1 ist kein Abstandsmodell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model %1: %2 first images but %3 second images</source>
        <translation>Modell %1: %2 erste Bilder, aber %3 zweite Bilder</translation>
    </message>
</context>
<context>
    <name>Utf8Text</name>
    <message>
        <location filename="../core/util/utf8text.cpp" line="+74"/>
        <source>the file is not UTF-8 text: byte 0x%1 at column %2 (byte offset %3) does not start a valid UTF-8 character</source>
        <translation>die Datei ist kein UTF-8-Text: Byte 0x%1 in Spalte %2 (Byte-Offset %3) beginnt kein gültiges UTF-8-Zeichen</translation>
    </message>
</context>
<context>
    <name>VieScoreImport</name>
    <message>
        <location filename="../core/io/viescoreimport.cpp" line="+97"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping uids to {&quot;score&quot;: ..., &quot;reasoning&quot;: ...}</source>
        <translation>ein Objekt erwartet, das uids auf {&quot;score&quot;: ..., &quot;reasoning&quot;: ...} abbildet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>uid &apos;%1&apos;: expected an object with a &quot;score&quot;</source>
        <translation>uid „%1“: ein Objekt mit &quot;score&quot; erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uid &apos;%1&apos;: the sub-score %2 lies outside VIEScore&apos;s scale 0-10</source>
        <translation>uid „%1“: Der Teilscore %2 liegt außerhalb der VIEScore-Skala 0–10</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>uid &apos;%1&apos;: the score %2 is not a number or a list of numbers</source>
        <translation>uid „%1“: Der Score %2 ist keine Zahl und keine Liste von Zahlen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>VIEScore judge outputs</source>
        <translation>VIEScore-Judge-Ausgaben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VIEScore folder &lt;system&gt;/SC.json + PQ.json; scores SC, PQ, O under --metric (viescore)</source>
        <translation>VIEScore-Ordner &lt;system&gt;/SC.json + PQ.json; Scores SC, PQ, O unter --metric (viescore)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>uid &apos;%1&apos; is in the study for several ImagenHub tasks (%2), and this folder names none; import the judge files from their ImagenHub_&lt;task&gt; folder, as VIEScore lays them out, so that they join the right task</source>
        <translation>uid „%1“ steht in der Studie für mehrere ImagenHub-Aufgaben (%2), und dieser Ordner nennt keine; importieren Sie die Judge-Dateien aus ihrem Ordner ImagenHub_&lt;task&gt;, wie VIEScore sie ablegt, damit sie der richtigen Aufgabe zugeordnet werden</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>expected a folder of &lt;system&gt;/SC.json and &lt;system&gt;/PQ.json</source>
        <translation>ein Ordner mit &lt;system&gt;/SC.json und &lt;system&gt;/PQ.json erwartet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no &lt;system&gt;/SC.json or &lt;system&gt;/PQ.json in this folder</source>
        <translation>kein &lt;system&gt;/SC.json oder &lt;system&gt;/PQ.json in diesem Ordner</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>system &apos;%1&apos; has no %2; both SC.json and PQ.json are needed</source>
        <translation>System „%1“ hat kein %2; sowohl SC.json als auch PQ.json werden benötigt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>import cancelled; the study was not changed</source>
        <translation>Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no uid is judged in both SC.json and PQ.json</source>
        <translation>keine uid ist sowohl in SC.json als auch in PQ.json beurteilt</translation>
    </message>
</context>
<context>
    <name>WebApi</name>
    <message>
        <location filename="../core/web/webapi.cpp" line="+52"/>
        <source>This address does not accept that method.</source>
        <translation>Diese Adresse akzeptiert diese Methode nicht.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The study could not be read or written; please try again in a moment.</source>
        <translation>Die Studie konnte nicht gelesen oder geschrieben werden; bitte versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the study has no rating dimensions to ask annotators about</source>
        <translation>die Studie hat keine Bewertungsdimensionen, nach denen Annotatoren gefragt werden können</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the web session is not loaded</source>
        <translation>die Web-Sitzung ist nicht geladen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotator name</source>
        <translation type="vanished">„%1“ ist kein Annotatorname</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a link must be valid for at least one day</source>
        <translation>ein Link muss mindestens einen Tag gültig sein</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Answers are sent as JSON (application/json).</source>
        <translation>Antworten werden als JSON (application/json) gesendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many answers at once; please wait a moment.</source>
        <translation>Zu viele Antworten auf einmal; bitte warten Sie einen Moment.</translation>
    </message>
    <message>
        <location line="+49"/>
        <location filename="../core/web/webworkers.cpp" line="+115"/>
        <source>The study is not open yet.</source>
        <translation>Die Studie ist noch nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>This link cannot be opened</source>
        <translation>Dieser Link kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link is not valid or has expired. Please ask the person running the study for a new one, or open the study again from the platform.</source>
        <translation>Der Link ist ungültig oder abgelaufen. Bitte bitten Sie die Person, die die Studie durchführt, um einen neuen, oder öffnen Sie die Studie erneut über die Plattform.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your session has expired or the link is not valid.</source>
        <translation>Ihre Sitzung ist abgelaufen oder der Link ist ungültig.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This request did not come from the study&apos;s page.</source>
        <translation>Diese Anfrage kam nicht von der Seite der Studie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>There is nothing at this address.</source>
        <translation>Unter dieser Adresse gibt es nichts.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Page not found</source>
        <translation>Seite nicht gefunden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Please wait a moment</source>
        <translation>Bitte warten Sie einen Moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many people opened the study from this address at once. Please try again in a minute.</source>
        <translation>Zu viele Personen haben die Studie gleichzeitig von dieser Adresse aus geöffnet. Bitte versuchen Sie es in einer Minute noch einmal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This study takes no new participants</source>
        <translation>Diese Studie nimmt keine neuen Teilnehmer auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study is not open to new participants through a link.</source>
        <translation>Diese Studie ist für neue Teilnehmer nicht über einen Link offen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This link is incomplete</source>
        <translation>Dieser Link ist unvollständig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link does not carry a valid participant id. Please open the study again from the platform.</source>
        <translation>Der Link enthält keine gültige Teilnehmer-ID. Bitte öffnen Sie die Studie erneut über die Plattform.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All places are taken</source>
        <translation>Alle Plätze sind vergeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every place in this study is taken at the moment. Thank you for your interest; please return the study on the platform.</source>
        <translation>Alle Plätze in dieser Studie sind im Moment vergeben. Vielen Dank für Ihr Interesse; bitte geben Sie die Studie auf der Plattform zurück.</translation>
    </message>
    <message>
        <location filename="../core/web/webapi_read.cpp" line="+278"/>
        <location filename="../core/web/webapi_write.cpp" line="+154"/>
        <location line="+69"/>
        <location line="+25"/>
        <source>This item is not in your plan.</source>
        <translation>Dieses Element ist nicht in Ihrem Plan.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no such image.</source>
        <translation>Dieses Bild gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../core/web/webapi_write.cpp" line="-209"/>
        <source>The request is not valid UTF-8.</source>
        <translation>Die Anfrage ist kein gültiges UTF-8.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request is not valid JSON.</source>
        <translation>Die Anfrage ist kein gültiges JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The request must be a JSON object.</source>
        <translation>Die Anfrage muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The request has missing or unknown fields.</source>
        <translation>Der Anfrage fehlen Felder oder sie enthält unbekannte Felder.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The field &apos;%1&apos; has the wrong type.</source>
        <translation>Das Feld „%1“ hat den falschen Typ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This item was submitted and is locked.</source>
        <translation>Dieses Element wurde abgeschickt und ist gesperrt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the study plan</source>
        <translation>der Studienplan kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This item asks for preferences, not ratings.</source>
        <translation>Dieses Element fragt nach Präferenzen, nicht nach Bewertungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This item asks for ratings, not preferences.</source>
        <translation>Dieses Element fragt nach Bewertungen, nicht nach Präferenzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such output.</source>
        <translation>Diese Ausgabe gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such pair.</source>
        <translation>Dieses Paar gibt es nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such question.</source>
        <translation>Diese Frage gibt es nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That answer is not on the question&apos;s scale.</source>
        <translation>Diese Antwort liegt nicht auf der Skala der Frage.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That answer is not one of the choices.</source>
        <translation>Diese Antwort ist keine der Auswahlmöglichkeiten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save the answer</source>
        <translation>die Antwort kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the item is no longer planned</source>
        <translation>das Element ist nicht mehr geplant</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+78"/>
        <source>the item is locked</source>
        <translation>das Element ist gesperrt</translation>
    </message>
    <message numerus="yes">
        <location line="-16"/>
        <source>%n question(s) still need an answer.</source>
        <extracomment>%n questions of the item have no answer yet</extracomment>
        <translation>
            <numerusform>%n Frage braucht noch eine Antwort.</numerusform>
            <numerusform>%n Fragen brauchen noch eine Antwort.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot submit the item</source>
        <translation>das Element kann nicht abgeschickt werden</translation>
    </message>
</context>
<context>
    <name>WebServer</name>
    <message>
        <location filename="../core/web/webserver.cpp" line="+173"/>
        <source>The request is malformed.</source>
        <translation>Die Anfrage ist fehlerhaft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>The request is too large.</source>
        <translation>Die Anfrage ist zu groß.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>cannot listen on %1:%2: %3</source>
        <translation>Lauschen auf %1:%2 nicht möglich: %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This method is not allowed.</source>
        <translation>Diese Methode ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The address is malformed.</source>
        <translation>Die Adresse ist fehlerhaft.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not found.</source>
        <translation>Nicht gefunden.</translation>
    </message>
</context>
<context>
    <name>WebTokens</name>
    <message>
        <location filename="../core/web/webtokens.cpp" line="+127"/>
        <source>cannot read the study&apos;s web link secret</source>
        <translation>das Web-Link-Geheimnis der Studie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the study&apos;s web link secret is damaged (%1 is not %2 bytes in hexadecimal)</source>
        <translation>das Web-Link-Geheimnis der Studie ist beschädigt (%1 ist nicht %2 Bytes in Hexadezimalschreibweise)</translation>
    </message>
</context>
<context>
    <name>editlens-cli</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+219"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>waiting: another program is writing to the study (Ctrl+C to stop)</source>
        <translation>warte: Ein anderes Programm schreibt in die Studie (Strg+C zum Abbrechen)</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Only the outputs with this edit type (of the item&apos;s parse), tag or system: edit_type=TYPE, tag=TAG or system=NAME. Repeatable; all must hold.</source>
        <translation>Nur die Ausgaben mit diesem Bearbeitungstyp (aus der Analyse des Elements), Tag oder System: edit_type=TYPE, tag=TAG oder system=NAME. Wiederholbar; alle müssen zutreffen.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Only the extreme edits: per dimension, the outputs whose mean human rating is at or below the Q-quantile or at or above the (1-Q)-quantile (0 &lt; Q &lt;= 0.5).</source>
        <translation>Nur die extremen Bearbeitungen: je Dimension die Ausgaben, deren mittlere menschliche Bewertung höchstens beim Q-Quantil oder mindestens beim (1-Q)-Quantil liegt (0 &lt; Q &lt;= 0.5).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>--subset: unknown edit type &apos;%1&apos;; known: %2</source>
        <translation>--subset: unbekannter Bearbeitungstyp „%1“; bekannt: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+110"/>
        <location filename="../app/cli/importcommand.cpp" line="+140"/>
        <source>fetching images</source>
        <translation>Bilder werden geholt</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Versuchen Sie „%1 --help“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wrong number of arguments</source>
        <translation>falsche Anzahl von Argumenten</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>How a score metric judges the human pairwise votes: genaibench (types round(score/5) on 0-10, equal types: tie if both &gt;= 9, else both bad), aurora (same types, equal types: tie) or raw (higher score wins, equal: tie). Default genaibench.</source>
        <translation>Wie eine Score-Metrik die menschlichen paarweisen Stimmen beurteilt: genaibench (Typen round(score/5) auf 0–10, gleiche Typen: Gleichstand, wenn beide &gt;= 9, sonst beide schlecht), aurora (gleiche Typen: Gleichstand) oder raw (höherer Score gewinnt, gleich: Gleichstand). Standard: genaibench.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Only the outputs of these systems (comma-separated names, as stored).</source>
        <translation>Nur die Ausgaben dieser Systeme (kommagetrennte Namen, wie gespeichert).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave out the outputs of these systems (comma-separated names, as stored).</source>
        <translation>Die Ausgaben dieser Systeme auslassen (kommagetrennte Namen, wie gespeichert).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round each system&apos;s correlation (and human-to-human value) to N decimals before averaging over systems, as VIEScore&apos;s tables do with N = 4. Default: no rounding.</source>
        <translation>Die Korrelation (und den Wert Mensch zu Mensch) jedes Systems vor der Mittelung über die Systeme auf N Dezimalstellen runden, wie es die Tabellen von VIEScore mit N = 4 tun. Standard: keine Rundung.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>--systems needs at least one system name</source>
        <translation>--systems braucht mindestens einen Systemnamen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>--pairwise-rule must be genaibench, aurora or raw, not &apos;%1&apos;</source>
        <translation>--pairwise-rule muss genaibench, aurora oder raw sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How a judge&apos;s verdicts ([[A&gt;B]] ...) are read: exact (GenAI-Bench&apos;s own reading: the text from the first [[ to the last ]] must be one of its seven verdicts; reproduces its published accuracies) or lenient (the first [[...]], spaces and case ignored). A null or unreadable verdict counts as wrong. Default exact.</source>
        <translation>Wie die Urteile eines Judges ([[A&gt;B]] ...) gelesen werden: exact (GenAI-Benchs eigene Lesart: der Text vom ersten [[ bis zum letzten ]] muss eines seiner sieben Urteile sein; reproduziert seine veröffentlichten Genauigkeiten) oder lenient (das erste [[...]], Leerzeichen und Groß-/Kleinschreibung werden ignoriert). Ein fehlendes (null) oder unlesbares Urteil zählt als falsch. Standard: exact.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric dimensions set beside DICE&apos;s per-system summary columns, as CORRECT,UNWANTED,NOCHANGE (correct edits, unwanted edits, no visual change); an empty entry keeps the one matched by name.</source>
        <translation>Die Dimensionen des Bewertungsschemas neben den Zusammenfassungsspalten je System von DICE, als CORRECT,UNWANTED,NOCHANGE (korrekte Änderungen, unerwünschte Änderungen, keine sichtbare Veränderung); ein leerer Eintrag behält die über den Namen zugeordnete.</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>--verdicts must be exact or lenient, not &apos;%1&apos;</source>
        <translation>--verdicts muss exact oder lenient sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--per-system-decimals must be a whole number 0-15, not &apos;%1&apos;</source>
        <translation>--per-system-decimals muss eine ganze Zahl von 0 bis 15 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--summary-dimensions takes at most three names, not %1</source>
        <translation>--summary-dimensions akzeptiert höchstens drei Namen, nicht %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--summary-dimensions: the study has no dimension &apos;%1&apos;</source>
        <translation>--summary-dimensions: Die Studie hat keine Dimension „%1“</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--systems/--exclude-systems: the study has no system named %1; its systems: %2</source>
        <translation>--systems/--exclude-systems: die Studie hat kein System namens %1; ihre Systeme: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+82"/>
        <source>Folder to create the demo study in (created if missing).</source>
        <translation>Ordner, in dem die Demo-Studie angelegt wird (wird bei Bedarf erstellt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rebuild the demo even if DIR already holds one.</source>
        <translation>Die Demo neu erstellen, auch wenn DIR bereits eine enthält.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder of source photographs.</source>
        <translation>Ordner mit Quellfotos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/importcommand.cpp" line="-92"/>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>scored %1 outputs: %2 (values %3, detector boxes %4)</source>
        <translation type="vanished">%1 Ausgaben berechnet: %2 (Werte %3, Detektorboxen %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Store no metric (by default the demo is scored with %1).</source>
        <translation>Keine Metrik speichern (standardmäßig wird die Demo mit %1 berechnet).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creates the synthetic demo study (real photographs edited by EditLens so the truth is known), scores it with the pixel metrics, the built-in detector and BPM (learned metrics need --models of &apos;score&apos;), and prints the study file&apos;s path as the last line.</source>
        <translation>Erstellt die synthetische Demo-Studie (echte Fotos, von EditLens bearbeitet, damit die Wahrheit bekannt ist), berechnet sie mit den Pixelmetriken, dem integrierten Detektor und BPM (gelernte Metriken benötigen --models von „score“) und gibt den Pfad der Studiendatei als letzte Zeile aus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Study file (.editlens); created if it does not exist.</source>
        <translation type="vanished">Studiendatei (.editlens); wird angelegt, falls sie nicht existiert.</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="+134"/>
        <source>File or folder to import.</source>
        <translation>Zu importierende Datei oder zu importierender Ordner.</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Input format (default auto):
</source>
        <translation>Eingabeformat (Standard: auto):
</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+109"/>
        <location filename="../app/cli/importcommand.cpp" line="+1"/>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="-33"/>
        <source>Editing system name, for formats without one.</source>
        <translation>Name des Bearbeitungssystems, für Formate ohne einen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+6"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Annotator name, for formats without one.</source>
        <translation>Name des Annotators, für Formate ohne einen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric id, for judge or score files.</source>
        <translation>Metrik-ID, für Judge- oder Score-Dateien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairwise judge name.</source>
        <translation>Name des paarweisen Judges.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Image root of a new study (default: the source&apos;s folder). Every image path must lie inside it.</source>
        <translation>Bildwurzel einer neuen Studie (Standard: der Ordner der Quelle). Jeder Bildpfad muss darin liegen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Column mapping of a table (implies --format table): comma-separated ROLE=COLUMN, roles id, instruction, source, target, output, source_caption, target_caption; output (repeatable) and target may name their system as output:SYSTEM=COLUMN; ROLE= maps no column. Roles left out are found by header name.</source>
        <translation>Spaltenzuordnung einer Tabelle (impliziert --format table): kommagetrennt ROLE=COLUMN, Rollen id, instruction, source, target, output, source_caption, target_caption; output (wiederholbar) und target können ihr System als output:SYSTEM=COLUMN nennen; ROLE= ordnet keine Spalte zu. Ausgelassene Rollen werden über den Namen in der Kopfzeile gefunden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MAPPING</source>
        <translation>MAPPING</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Imports a dataset, ratings or scores into a study, all or nothing.</source>
        <translation>Importiert einen Datensatz, Bewertungen oder Scores in eine Studie, ganz oder gar nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no such file or folder</source>
        <translation>Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>--columns maps the columns of a table; it cannot go with --format %1</source>
        <translation>--columns ordnet die Spalten einer Tabelle zu; es ist nicht mit --format %1 kombinierbar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown format &apos;%1&apos;; known formats:
%2</source>
        <translation>unbekanntes Format „%1“; bekannte Formate:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the image root is not an existing folder</source>
        <translation>die Bildwurzel ist kein existierender Ordner</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>importing</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>imported %1 items, %2 outputs, %3 ratings (%4) into %5</source>
        <translation type="vanished">%1 Elemente, %2 Ausgaben, %3 Bewertungen (%4) in %5 importiert</translation>
    </message>
    <message numerus="yes">
        <location line="-46"/>
        <source>%n judge vote(s) by %1</source>
        <translation>
            <numerusform>%n Judge-Stimme von %1</numerusform>
            <numerusform>%n Judge-Stimmen von %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-193"/>
        <source>Study file (.editlens).</source>
        <translation>Studiendatei (.editlens).</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-93"/>
        <source>Print one JSON object with integer counts.</source>
        <translation>Ein JSON-Objekt mit ganzzahligen Anzahlen ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prints what a study holds.</source>
        <translation>Gibt aus, was eine Studie enthält.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>study: %1</source>
        <translation>Studie: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name: %1</source>
        <translation>Name: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image root: %1</source>
        <translation>Bildwurzel: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>metric %1: %2; reference: %3</source>
        <translation>Metrik %1: %2; Referenz: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as defined where it was imported from</source>
        <translation>wie in der Importquelle definiert</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Output file, or folder for a format that writes several files (dice).</source>
        <translation>Ausgabedatei oder Ordner für ein Format, das mehrere Dateien schreibt (dice).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output format:
</source>
        <translation>Ausgabeformat:
</translation>
    </message>
    <message>
        <source>Whose differences to write (dice): truth (default, the ground truth), an annotator&apos;s or a detector&apos;s name.</source>
        <translation type="vanished">Wessen Unterschiede geschrieben werden (dice): truth (Standard, die Ground Truth), der Name eines Annotators oder eines Detektors.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ORIGIN</source>
        <translation>ORIGIN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exports a study.</source>
        <translation>Exportiert eine Studie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format must be one of:
%1</source>
        <translation>--format muss eines der folgenden sein:
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--origin does not apply to the format &apos;%1&apos;</source>
        <translation>--origin gilt nicht für das Format „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exporting</source>
        <translation>Export</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-224"/>
        <source>Only this rating dimension (repeatable).</source>
        <translation>Nur diese Bewertungsdimension (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+55"/>
        <source>Only this metric (repeatable).</source>
        <translation>Nur diese Metrik (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+7"/>
        <source>How per-system correlations are combined: viescore = tanh(mean rho) (default), fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything.</source>
        <translation>Wie Korrelationen je System kombiniert werden: viescore = tanh(mean rho) (Standard), fisher = tanh(mean atanh rho), mean, pooled = eine Korrelation über alles.</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+4"/>
        <source>Use this annotator&apos;s ratings instead of the mean of all.</source>
        <translation>Die Bewertungen dieses Annotators statt des Mittels aller verwenden.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+9"/>
        <source>Resamples over items for 95% confidence intervals (0 = none).</source>
        <translation>Bootstrap-Stichproben über Elemente für 95-%-Konfidenzintervalle (0 = keine).</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+3"/>
        <source>Print one JSON object (README: Alignment JSON).</source>
        <translation>Ein JSON-Objekt ausgeben (README: Alignment JSON).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Which parse says an item&apos;s edit type and whether its edit is global, for --subset edit_type=... and --alpha-sweep: rules (default) or llm (a model&apos;s stored parse; score BPM with the same choice).</source>
        <translation>Welche Analyse den Bearbeitungstyp eines Elements angibt und ob seine Bearbeitung global ist, für --subset edit_type=... und --alpha-sweep: rules (Standard) oder llm (die gespeicherte Analyse eines Modells; BPM mit derselben Wahl berechnen).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only compare the model stages&apos; parses with the rule parser&apos;s, field by field, and both with an imported parse where the study holds one.</source>
        <translation>Nur die Analysen der Modellstufen Feld für Feld mit denen des Regel-Parsers vergleichen, und beide mit einer importierten Analyse, wo die Studie eine enthält.</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Measures how well every metric agrees with the human ratings.</source>
        <translation>Misst, wie gut jede Metrik mit den menschlichen Bewertungen übereinstimmt.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+329"/>
        <source>--protocol must be viescore, fisher, mean or pooled and --bootstrap a count</source>
        <translation>--protocol muss viescore, fisher, mean oder pooled sein und --bootstrap eine Anzahl</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>loading</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="+21"/>
        <source>ground-truth test (share of items each candidate wins):</source>
        <translation>Ground-Truth-Test (Anteil der Elemente, die jeder Kandidat gewinnt):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preserved</source>
        <translation>erhaltend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modified</source>
        <translation>verändernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+179"/>
        <location line="+18"/>
        <location line="+2"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>ties</source>
        <translation>Gleichstände</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alpha sweep: %1</source>
        <translation>Alpha-Sweep: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>alpha sweep %1 (pairwise alignment): %2</source>
        <translation>Alpha-Sweep %1 (paarweise Übereinstimmung): %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes %1 vs %2: F1 %3 (%4 matched of %5 + %6 on %7 outputs); coherence agreement %8, Cohen kappa %9 (%10 pairs)</source>
        <translation>Boxen %1 gegen %2: F1 %3 (%4 gepaart von %5 + %6 auf %7 Ausgaben); Kohärenz-Übereinstimmung %8, Cohen-Kappa %9 (%10 Paare)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>coherence labels: Fleiss kappa %1 (%2 raters, %3 differences), Krippendorff alpha %4 (%5 differences)</source>
        <translation>Kohärenz-Labels: Fleiss-Kappa %1 (%2 Bewertende, %3 Unterschiede), Krippendorff-Alpha %4 (%5 Unterschiede)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>summary %1, %2: correct edits %3, unwanted edits %4, no visual change %5 (%6 outputs, %7 differences)</source>
        <translation>Zusammenfassung %1, %2: korrekte Änderungen %3, unerwünschte Änderungen %4, keine sichtbare Veränderung %5 (%6 Ausgaben, %7 Unterschiede)</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="-207"/>
        <source>warning: the model calls cannot be read (%1); only the parses stored on the items are compared</source>
        <translation>Warnung: die Modellaufrufe können nicht gelesen werden (%1); nur die an den Elementen gespeicherten Analysen werden verglichen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/aligncommand_print.cpp" line="+112"/>
        <source>parse comparison: %n item(s)</source>
        <translation>
            <numerusform>Analysevergleich: %n Element</numerusform>
            <numerusform>Analysevergleich: %n Elemente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a model parse</source>
        <translation type="vanished">
            <numerusform>%n mit einer Modellanalyse</numerusform>
            <numerusform>%n mit einer Modellanalyse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without</source>
        <translation type="vanished">
            <numerusform>%n ohne</numerusform>
            <numerusform>%n ohne</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+18"/>
        <source>field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>llm = rules</source>
        <translation>llm = rules</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  %1 differs on %2: llm &apos;%3&apos;, rules &apos;%4&apos;</source>
        <translation>  %1 unterscheidet sich bei %2: llm „%3“, rules „%4“</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>accuracy against the imported parse (%n item(s)):</source>
        <translation>
            <numerusform>Genauigkeit gegenüber der importierten Analyse (%n Element):</numerusform>
            <numerusform>Genauigkeit gegenüber der importierten Analyse (%n Elemente):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llm</source>
        <translation>llm</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+29"/>
        <source>Use version V of metric M (repeatable). Default: the version scored on the most outputs, ties to the one that sorts last.</source>
        <translation>Version V der Metrik M verwenden (wiederholbar). Standard: die auf den meisten Ausgaben berechnete Version, bei Gleichstand die in der Sortierung letzte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored components and give each alpha&apos;s pairwise alignment.</source>
        <translation>Zusätzlich BPM für alpha = 0, 0.1, ..., 1 aus den gespeicherten Komponenten neu berechnen und die paarweise Übereinstimmung jedes alpha angeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-202"/>
        <source>The score metrics&apos; own scale, mapped linearly onto 0-10 before the genaibench or aurora rule types them (e.g. 0,1 for CLIP-I, DINO or CLIP-D). Without it a metric whose values all lie in [-1, 1] is refused by those rules.</source>
        <translation>Die eigene Skala der Score-Metriken, linear auf 0–10 abgebildet, bevor die Regel genaibench oder aurora sie einordnet (z. B. 0,1 für CLIP-I, DINO oder CLIP-D). Ohne sie lehnen diese Regeln eine Metrik ab, deren Werte alle in [-1, 1] liegen.</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>--score-scale must be MIN,MAX with MIN &lt; MAX, not &apos;%1&apos;</source>
        <translation>--score-scale muss MIN,MAX mit MIN &lt; MAX sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="-31"/>
        <source>%1 with a model parse</source>
        <translation>%1 mit einer Modellanalyse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 without</source>
        <translation>%1 ohne</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+59"/>
        <source>--metric-version must be METRIC=VERSION, not &apos;%1&apos;</source>
        <translation>--metric-version muss METRIC=VERSION sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>warning: BPM was scored with version &apos;%1&apos;, and --bpm-parser is %2</source>
        <translation>Warnung: BPM wurde mit Version „%1“ berechnet, und --bpm-parser ist %2</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation>die Studie hat keine Bewertungen für die Dimension „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>die Studie hat keine Scores für die Metrik „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="-100"/>
        <source>detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; %6 images</source>
        <translation>Detektor %1: AP %2, AP50 %3, AP75 %4 (klassenunabhängig); klassenbezogene AP %5; %6 Bilder</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>protocol: %1</source>
        <translation>Protokoll: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each system&apos;s value rounded to %1 decimals before the average</source>
        <translation>Wert jedes Systems vor der Mittelung auf %1 Dezimalstellen gerundet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>subset: %1 (%2 outputs; %3)</source>
        <translation>Teilmenge: %1 (%2 Ausgaben; %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6%7</source>
        <translation>menschliche Obergrenze %1: M-M %2, ICC(2,1) %3, alpha %4, %5 Elemente%6%7</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: version %2</source>
        <translation>%1: Version %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9</source>
        <translation>%1 gegen %2: Spearman %3, Pearson %4, Kendall %5, n %6%7%8%9</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n infinite value(s) left out of Pearson</source>
        <translation>
            <numerusform>%n unendlicher Wert bei Pearson ausgelassen</numerusform>
            <numerusform>%n unendliche Werte bei Pearson ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no p-value: %1</source>
        <translation>kein p-Wert: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 without a human vote)</source>
        <translation>Judge %1: vierstufige Genauigkeit %2 (%3 von %4 Stimmen; %5 nicht lesbar, %6 ohne menschliche Stimme)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>score judge %1: unavailable, because %2</source>
        <translation>Score-Judge %1: nicht verfügbar, weil %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>predicted left %1, right %2, tie %3, both bad %4</source>
        <translation>vorhergesagt links %1, rechts %2, Gleichstand %3, beide schlecht %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score judge %1 (%2 rule): four-way accuracy %3 (%4 of %5 votes; %6; %7 votes on unscored outputs)</source>
        <translation>Score-Judge %1 (Regel %2): vierstufige Genauigkeit %3 (%4 von %5 Stimmen; %6; %7 Stimmen zu Ausgaben ohne Score)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/clicommands.cpp" line="-178"/>
        <source>scored %n output(s): %1 (values %2, detector boxes %3)</source>
        <translation>
            <numerusform>%n Ausgabe berechnet: %1 (Werte %2, Detektorboxen %3)</numerusform>
            <numerusform>%n Ausgaben berechnet: %1 (Werte %2, Detektorboxen %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="+16"/>
        <source>Study file (.editlens) or server URL; created if it does not exist.</source>
        <translation>Studiendatei (.editlens) oder Server-URL; wird angelegt, falls sie nicht existiert.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>imported %1, %2, %3 (%4) into %5</source>
        <extracomment>%1 the items (&quot;2 items&quot;), %2 the outputs, %3 the ratings, %4 the import format, %5 the study file</extracomment>
        <translation>%1, %2, %3 (%4) in %5 importiert</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Element</numerusform>
            <numerusform>%n Elemente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n output(s)</source>
        <translation>
            <numerusform>%n Ausgabe</numerusform>
            <numerusform>%n Ausgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rating(s)</source>
        <translation>
            <numerusform>%n Bewertung</numerusform>
            <numerusform>%n Bewertungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>warning: %n judgement(s) replaced one with the same item, output, annotator and dimension (or pair and judge)</source>
        <translation>
            <numerusform>Warnung: %n Urteil hat eines mit demselben Element, derselben Ausgabe, demselben Annotator und derselben Dimension (oder demselben Paar und Judge) ersetzt</numerusform>
            <numerusform>Warnung: %n Urteile haben jeweils eines mit demselben Element, derselben Ausgabe, demselben Annotator und derselben Dimension (oder demselben Paar und Judge) ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+121"/>
        <source>model calls: not readable here (%1)</source>
        <translation>Modellaufrufe: hier nicht lesbar (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model calls %1: %2 (ok %3, unparseable %4, failed %5); tokens %6 prompt, %7 completion</source>
        <translation>Modellaufrufe %1: %2 (ok %3, nicht lesbar %4, fehlgeschlagen %5); Token %6 Prompt, %7 Completion</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whose differences to write (dice): truth (default: the ground truth and, on outputs marked complete, the completing annotators&apos; drawn, accepted and relabelled boxes), an annotator&apos;s or a detector&apos;s name.</source>
        <translation>Wessen Unterschiede geschrieben werden (dice): truth (Standard: die Ground Truth und bei als vollständig markierten Ausgaben die gezeichneten, angenommenen und neu beschrifteten Boxen der Annotatoren, die sie abgeschlossen haben), der Name eines Annotators oder eines Detektors.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>create the synthetic demo study</source>
        <translation>die synthetische Demo-Studie erstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>import a dataset, ratings or scores into a study</source>
        <translation>einen Datensatz, Bewertungen oder Scores in eine Studie importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print what a study holds</source>
        <translation>ausgeben, was eine Studie enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export a study</source>
        <translation>eine Studie exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute metrics and detector boxes for every output</source>
        <translation>Metriken und Detektorboxen für jede Ausgabe berechnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measure how well every metric agrees with the humans</source>
        <translation>messen, wie gut jede Metrik mit den Menschen übereinstimmt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ADIEE&apos;s automatic evaluation labels (rules, multi-turn samples)</source>
        <translation>ADIEEs automatische Evaluations-Labels (Regeln, Mehrschritt-Beispiele)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set or show a user study&apos;s plan (annotators, task, what they see)</source>
        <translation>den Plan einer Nutzerstudie festlegen oder anzeigen (Annotatoren, Aufgabe, was sie sehen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set, list or remove the answers of the plan&apos;s gold items (attention checks)</source>
        <translation>die Antworten der Gold-Elemente des Plans setzen, auflisten oder entfernen (Aufmerksamkeitsprüfungen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>write one annotator&apos;s offline hand-out of a planned study</source>
        <translation>die Offline-Ausgabe einer geplanten Studie für eine annotierende Person schreiben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>merge annotators&apos; hand-outs back into the study</source>
        <translation>die Ausgaben der Annotierenden in die Studie zurückführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give an annotator a login on a server study, or list annotators&apos; progress</source>
        <translation>Annotierenden einen Zugang zu einer Serverstudie geben oder den Fortschritt der Annotierenden auflisten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>serve a planned study&apos;s annotator session as a web page</source>
        <translation>die Annotationssitzung einer geplanten Studie als Webseite bereitstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print personal links to the web page for annotators</source>
        <translation>persönliche Links zur Webseite für Annotatoren ausgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy a study file and its images into a new server study</source>
        <translation>eine Studiendatei und ihre Bilder in eine neue Serverstudie kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy a server study and its images into a new study file</source>
        <translation>eine Serverstudie und ihre Bilder in eine neue Studiendatei kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>synthetic edit pairs with known differences, for training difference detectors</source>
        <translation>synthetische Bearbeitungspaare mit bekannten Unterschieden, zum Training von Unterschiedsdetektoren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit-text retrieval (R@k, mean and median rank) by a metric</source>
        <translation>Bearbeitung-Text-Retrieval (R@k, mittlerer und Median-Rang) nach einer Metrik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write an HTML and Markdown report of a study</source>
        <translation>einen HTML- und Markdown-Bericht einer Studie schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask an OpenAI-compatible endpoint BPM&apos;s parse, DICE&apos;s stages or a VLM judge</source>
        <translation>einen OpenAI-kompatiblen Endpunkt nach BPMs Analyse, DICEs Stufen oder einem VLM-Judge fragen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list the model stages&apos; requests and raw answers</source>
        <translation>die Anfragen und Rohantworten der Modellstufen auflisten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usage: editlens-cli COMMAND [OPTIONS] ARGS</source>
        <translation>Aufruf: editlens-cli COMMAND [OPTIONS] ARGS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import formats:</source>
        <translation>Importformate:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export formats:</source>
        <translation>Exportformate:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &apos;editlens-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Führen Sie „editlens-cli COMMAND --help“ aus, um die Optionen eines Befehls zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit status: 0 success, 1 error, 2 usage error.</source>
        <translation>Exit-Status: 0 Erfolg, 1 Fehler, 2 Aufruffehler.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the argument &apos;%1&apos; holds U+FEFF (a byte order mark), which a study cannot store as written; remove it</source>
        <translation>das Argument „%1“ enthält U+FEFF (eine Byte Order Mark), das eine Studie nicht so speichern kann, wie es geschrieben ist; entfernen Sie es</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/scorecommand.cpp" line="+39"/>
        <source>%n item(s) have no parse from a model (run &apos;model-stages --stages parse&apos;); BPM uses the rule parser there: %1</source>
        <translation>
            <numerusform>%n Element hat keine Analyse durch ein Modell (führen Sie „model-stages --stages parse“ aus); BPM verwendet dort den Regel-Parser: %1</numerusform>
            <numerusform>%n Elemente haben keine Analyse durch ein Modell (führen Sie „model-stages --stages parse“ aus); BPM verwendet dort den Regel-Parser: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Comma-separated metric ids (%1) or all.</source>
        <translation>Kommagetrennte Metrik-IDs (%1) oder all.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Model folder for learned metrics (default: $EDITLENS_MODELS).</source>
        <translation>Modellordner für gelernte Metriken (Standard: $EDITLENS_MODELS).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker threads (default: all cores).</source>
        <translation>Worker-Threads (Standard: alle Kerne).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute values already stored with the same version.</source>
        <translation>Bereits mit derselben Version gespeicherte Werte neu berechnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s weight of S_semantic against S_region (default 0.7); a new value recomputes BPM from the stored components, without images or models.</source>
        <translation>BPMs Gewichtung von S_semantic gegenüber S_region (Standard 0.7); ein neuer Wert berechnet BPM aus den gespeicherten Komponenten neu, ohne Bilder oder Modelle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BPM&apos;s region-aware judge and S_modify crops: &apos;paper&apos; (default: f_size and f_position for every instruction, each image cropped by its own object) or &apos;released&apos; (the released code: size only for &apos;change size&apos;, position only for &apos;add X next to Y&apos;, one shared crop, uint8 wrap). The BPM version names the rules.</source>
        <translation>BPMs bereichsbezogene Beurteilung und S_modify-Ausschnitte: „paper“ (Standard: f_size und f_position für jede Anweisung, jedes Bild nach seinem eigenen Objekt zugeschnitten) oder „released“ (der veröffentlichte Code: Größe nur bei „change size“, Position nur bei „add X next to Y“, ein gemeinsamer Ausschnitt, uint8-Überlauf). Die BPM-Version nennt die Regeln.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which parse BPM goes by: &apos;rules&apos; (default: EditLens&apos;s rule parser, or the item&apos;s imported parse) or &apos;llm&apos; (the parse &apos;model-stages --stages parse&apos; stored; items without one are named and use the rule parser). The BPM version names &apos;llm&apos;.</source>
        <translation>Nach welcher Analyse sich BPM richtet: „rules“ (Standard: der Regel-Parser von EditLens oder die importierte Analyse des Elements) oder „llm“ (die Analyse, die „model-stages --stages parse“ gespeichert hat; Elemente ohne eine werden genannt und verwenden den Regel-Parser). Die BPM-Version nennt „llm“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Multi-turn chains: &apos;turn&apos; (default: every turn against its own input) or &apos;final&apos; (MagicBrush&apos;s final-turn setting: each chain&apos;s last output against the first turn&apos;s input, its instructions joined, the last turn&apos;s ground truth; stored as &lt;metric&gt;_final).</source>
        <translation>Mehrschritt-Ketten: „turn“ (Standard: jeder Schritt gegen seine eigene Eingabe) oder „final“ (MagicBrushs Final-Turn-Einstellung: die letzte Ausgabe jeder Kette gegen die Eingabe des ersten Schritts, ihre Anweisungen verbunden, die Ground Truth des letzten Schritts; gespeichert als &lt;metric&gt;_final).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-92"/>
        <source>Model for vificlip: vificlip-b16 (default) or clip-vit-b-16 (zero-shot CLIP baseline, named so in the version).</source>
        <translation>Modell für vificlip: vificlip-b16 (Standard) oder clip-vit-b-16 (Zero-Shot-CLIP-Baseline, so in der Version benannt).</translation>
    </message>
    <message>
        <location filename="../app/cli/scorecommand.cpp" line="+8"/>
        <source>Whose differences clip_i_bg and clip_t_region (DICE + CLIP) use: &apos;%1&apos; (default: the study&apos;s ground-truth differences), an annotator&apos;s name, or a detector&apos;s (e.g. &apos;DICE&apos;, &apos;%2&apos;). The versions name the origin, so values of different origins are kept apart.</source>
        <translation>Wessen Unterschiede clip_i_bg und clip_t_region (DICE + CLIP) verwenden: „%1“ (Standard: die Ground-Truth-Unterschiede der Studie), der Name eines Annotators oder eines Detektors (z. B. „DICE“, „%2“). Die Versionen nennen die Herkunft, sodass Werte verschiedener Herkunft getrennt bleiben.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Computes metrics for every output of a study and stores them. Resumable: values already stored with the same version are skipped. Ctrl-C stops after the current chunk and leaves the study consistent.</source>
        <translation>Berechnet Metriken für jede Ausgabe einer Studie und speichert sie. Fortsetzbar: Bereits mit derselben Version gespeicherte Werte werden übersprungen. Strg+C hält nach dem aktuellen Block an und hinterlässt die Studie konsistent.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>--jobs must be a count</source>
        <translation>--jobs muss eine Anzahl sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--alpha must be a number from 0 to 1</source>
        <translation>--alpha muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--bpm-rules must be &apos;paper&apos; or &apos;released&apos;, not &apos;%1&apos;</source>
        <translation>--bpm-rules muss „paper“ oder „released“ sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../app/cli/aligncommand.cpp" line="-54"/>
        <source>--bpm-parser must be &apos;rules&apos; or &apos;llm&apos;, not &apos;%1&apos;</source>
        <translation>--bpm-parser muss „rules“ oder „llm“ sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--chain must be &apos;turn&apos; or &apos;final&apos;, not &apos;%1&apos;</source>
        <translation>--chain muss „turn“ oder „final“ sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-312"/>
        <location filename="../app/cli/scorecommand.cpp" line="+34"/>
        <location filename="../app/cli/autolabelcommand.cpp" line="+264"/>
        <source>scoring</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/handoutcommand.cpp" line="+132"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-55"/>
        <source>%1 version: %2</source>
        <translation>%1 Version: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="+24"/>
        <source>Folder for index.html, report.md and charts/ (created).</source>
        <translation>Ordner für index.html, report.md und charts/ (wird angelegt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated stored metric ids (default: every scored one).</source>
        <translation>Kommagetrennte gespeicherte Metrik-IDs (Standard: alle berechneten).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Writes a self-contained HTML report and the same content as Markdown: alignment tables, the human ceiling, charts and the disagreement queue.</source>
        <translation>Schreibt einen eigenständigen HTML-Bericht und denselben Inhalt als Markdown: Übereinstimmungstabellen, die menschliche Obergrenze, Diagramme und die Abweichungsliste.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wrote %1 and %2 (%3 charts)</source>
        <translation>%1 und %2 geschrieben (%3 Diagramme)</translation>
    </message>
    <message>
        <location filename="../app/cli/retrievalcommand.cpp" line="+38"/>
        <source>%1: model %2, version %3</source>
        <translation>%1: Modell %2, Version %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 outputs ranked against %3 texts (%4 encoded now%5)</source>
        <translation>%1 von %2 Ausgaben gegen %3 Texte gerankt (%4 jetzt kodiert%5)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edit-&gt;text</source>
        <translation>Bearbeitung-&gt;Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text-&gt;edit</source>
        <translation>Text-&gt;Bearbeitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Similarity to rank by: %1.</source>
        <translation>Ähnlichkeit, nach der gerankt wird: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder to encode missing embeddings with (default: $EDITLENS_MODELS).</source>
        <translation>Modellordner zum Kodieren fehlender Einbettungen (Standard: $EDITLENS_MODELS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print JSON on stdout.</source>
        <translation>JSON auf stdout ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit-text retrieval by a learned similarity: for every output, the rank of its own text among all texts of the study (edit-&gt;text), and of the output among its system&apos;s outputs for that text (text-&gt;edit); R@1/5/10/50 in percent, mean and median rank. Rank 1 is the best; ties count for the query (1 + the number of strictly more similar candidates). Embeddings missing from the study are computed and stored first.</source>
        <translation>Bearbeitung-Text-Retrieval nach einer gelernten Ähnlichkeit: für jede Ausgabe der Rang ihres eigenen Textes unter allen Texten der Studie (Bearbeitung-&gt;Text) und der Rang der Ausgabe unter den Ausgaben ihres Systems für diesen Text (Text-&gt;Bearbeitung); R@1/5/10/50 in Prozent, mittlerer und Median-Rang. Rang 1 ist der beste; Gleichstände zählen zugunsten der Anfrage (1 + Anzahl der echt ähnlicheren Kandidaten). In der Studie fehlende Einbettungen werden zuerst berechnet und gespeichert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--metric must be one of %1, not &apos;%2&apos;</source>
        <translation>--metric muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-174"/>
        <source>writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped chain %1</source>
        <translation>Kette %1 übersprungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chains %1, samples %2, labelled outputs %3 (annotator %4, dimension %5)</source>
        <translation>Ketten %1, Beispiele %2, beschriftete Ausgaben %3 (Annotator %4, Dimension %5)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>anchors</source>
        <translation>Anker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no anchors for %1</source>
        <translation>keine Anker für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anchors in %1 items: %2 ground truth (label 1), %3 input images (label 0), %4 augmented copies (label 0; %5, seed %6); %7 items without a ground truth got only input anchors</source>
        <translation>Anker in %1 Elementen: %2 Ground Truth (Label 1), %3 Eingabebilder (Label 0), %4 augmentierte Kopien (Label 0; %5, Seed %6); %7 Elemente ohne Ground Truth erhielten nur Eingabeanker</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 anchor outputs added, %2 already present; %3 copies of an earlier run kept; annotator %4, dimension %5, images under %6</source>
        <translation>%1 Ankerausgaben hinzugefügt, %2 bereits vorhanden; %3 Kopien eines früheren Laufs behalten; Annotator %4, Dimension %5, Bilder unter %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Annotator the labels are stored under (default adiee-rules).</source>
        <translation>Annotator, unter dem die Labels gespeichert werden (Standard: adiee-rules).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P in [0, 100]: the thresholds are the P-th percentile of the input images&apos; CLIP-I and DINO-I to their ground truth (required for the single-output rules).</source>
        <translation>P in [0, 100]: Die Schwellenwerte sind das P-te Perzentil von CLIP-I und DINO-I der Eingabebilder zu ihrer Ground Truth (erforderlich für die Regeln mit einzelner Ausgabe).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A high-quality system&apos;s output below this CLIP-D gets 0.5 (default 0.2, InstructPix2Pix&apos;s filter).</source>
        <translation>Die Ausgabe eines hochwertigen Systems unter diesem CLIP-D erhält 0.5 (Standard 0.2, der Filter von InstructPix2Pix).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Systems whose outputs all get 0, comma-separated (default the paper&apos;s: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; &apos;&apos; for none).</source>
        <translation>Systeme, deren Ausgaben alle 0 erhalten, kommagetrennt (Standard wie im Paper: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; &apos;&apos; für keine).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems whose outputs get 1, or 0.5 below the CLIP-D threshold (default the paper&apos;s: MagicBrush,AURORA; &apos;&apos; for none).</source>
        <translation>Systeme, deren Ausgaben 1 erhalten, oder 0.5 unter dem CLIP-D-Schwellenwert (Standard wie im Paper: MagicBrush,AURORA; &apos;&apos; für keine).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder: metrics the rules need and the study lacks are scored first (default $EDITLENS_MODELS; without one, stored values only).</source>
        <translation>Modellordner: Metriken, die die Regeln benötigen und die der Studie fehlen, werden zuerst berechnet (Standard $EDITLENS_MODELS; ohne Ordner nur gespeicherte Werte).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build ADIEE&apos;s multi-turn samples into a new study (--out).</source>
        <translation>ADIEEs Mehrschritt-Beispiele in einer neuen Studie erstellen (--out).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (--multi-turn).</source>
        <translation>Die neue Studie (--multi-turn).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs (i, j) per chain, drawn with --seed (default 0: every pair).</source>
        <translation>Paare (i, j) pro Kette, gezogen mit --seed (Standard 0: jedes Paar).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed for --pairs.</source>
        <translation>Seed für --pairs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add ADIEE&apos;s anchor samples: each item&apos;s ground truth labelled 1, its input image and augmented copies of it labelled 0 (annotator adiee-anchors; the copies are written under adiee-anchors/ in the study root). With --percentile the rules run afterwards.</source>
        <translation>ADIEEs Ankerbeispiele hinzufügen: die Ground Truth jedes Elements mit 1 beschriftet, sein Eingabebild und dessen augmentierte Kopien mit 0 (Annotator adiee-anchors; die Kopien werden unter adiee-anchors/ im Stammordner der Studie geschrieben). Mit --percentile laufen danach die Regeln.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Augmented copies of each input image (default 4; 0-100). Copy k of an item is the next of: %1, from an offset drawn per item.</source>
        <translation>Augmentierte Kopien jedes Eingabebilds (Standard 4; 0–100). Kopie k eines Elements ist die nächste aus: %1, ab einem pro Element gezogenen Offset.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seed of the augmentations&apos; parameters (default 20261121).</source>
        <translation>Seed der Parameter der Augmentierungen (Standard 20261121).</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), with --anchors the ground truth (1) and the input image and its augmented copies (0), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation>ADIEEs automatische Evaluations-Labels: 0 / 0,5 / 1 aus Regeln zu CLIP-D, CLIP-I und DINO-I (gespeichert als Bewertungen eines Regel-Annotators in der Dimension „adiee“), mit --anchors die Ground Truth (1) sowie das Eingabebild und seine augmentierten Kopien (0), oder mit --multi-turn eine neue Studie aus Beispielen aus Mehrschritt-Bearbeitungsketten, beschriftet mit (k - i)/(j - i).</translation>
    </message>
    <message>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation type="vanished">ADIEEs automatische Evaluations-Labels: 0 / 0.5 / 1 aus Regeln auf CLIP-D, CLIP-I und DINO-I (gespeichert als Bewertungen eines Regel-Annotators auf der Dimension „adiee“) oder mit --multi-turn eine neue Studie aus Beispielen von Mehrschritt-Bearbeitungsketten, beschriftet mit (k - i)/(j - i).</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>--multi-turn needs --out NEW.editlens; --pairs is a count and --seed a non-negative integer</source>
        <translation>--multi-turn benötigt --out NEW.editlens; --pairs ist eine Anzahl und --seed eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--anchor-copies is a count from 0 to 100 and --anchor-seed a non-negative integer</source>
        <translation>--anchor-copies ist eine Anzahl von 0 bis 100 und --anchor-seed eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--percentile P (0-100) is required: the CLIP-I and DINO-I thresholds are the P-th percentile of the input images&apos; similarities to their ground truth</source>
        <translation>--percentile P (0–100) ist erforderlich: Die Schwellenwerte für CLIP-I und DINO-I sind das P-te Perzentil der Ähnlichkeiten der Eingabebilder zu ihrer Ground Truth</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--clip-d-threshold must be a number</source>
        <translation>--clip-d-threshold muss eine Zahl sein</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: unavailable, because %2</source>
        <translation>%1: nicht verfügbar, weil %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thresholds (P%1 over %2 input images): tau_clip %3, tau_dino %4</source>
        <translation>Schwellenwerte (P%1 über %2 Eingabebilder): tau_clip %3, tau_dino %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>low-quality systems in the study: %1; high-quality: %2</source>
        <translation>minderwertige Systeme in der Studie: %1; hochwertige: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule %1: %2 outputs</source>
        <translation>Regel %1: %2 Ausgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no label (%1): %2 outputs</source>
        <translation>kein Label (%1): %2 Ausgaben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>anchor samples left to their own labels: %1 outputs</source>
        <translation>Ankerbeispiele bei ihren eigenen Labels belassen: %1 Ausgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled %1 of %2 outputs as %3 on dimension %4</source>
        <translation>%1 von %2 Ausgaben als %3 auf der Dimension %4 beschriftet</translation>
    </message>
    <message>
        <location filename="../app/cli/synthcommand.cpp" line="+17"/>
        <source>Folder of photographs (jpg, png, ...).</source>
        <translation>Ordner mit Fotos (jpg, png, ...).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (.editlens); its images go to a folder &lt;name&gt;-images beside it.</source>
        <translation>Die neue Studie (.editlens); ihre Bilder kommen in einen Ordner &lt;name&gt;-images daneben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to make (default 100).</source>
        <translation>Anzahl der zu erzeugenden Paare (Standard 100).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of every random choice; the same seed gives the same images and manifest (default 20261121).</source>
        <translation>Seed jeder Zufallsauswahl; derselbe Seed ergibt dieselben Bilder und dasselbe Manifest (Standard 20261121).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>COCO instance-segmentation file whose objects (polygon segmentation or bbox) are the regions edited and named; file_name relative to SRC_DIR. Without it, regions are random ellipses named by their colour.</source>
        <translation>COCO-Instanzsegmentierungsdatei, deren Objekte (Polygonsegmentierung oder bbox) die bearbeiteten und benannten Bereiche sind; file_name relativ zu SRC_DIR. Ohne sie sind die Bereiche zufällige Ellipsen, benannt nach ihrer Farbe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Makes synthetic edit pairs for training and testing difference detectors: each photograph edited once by inpainting removal, recolouring, pasting or moving a region, with the instruction and the exact ADD/REMOVE/EDIT boxes and masks as ground truth. Export them with &apos;export --format dice OUT --origin truth&apos; or &apos;--format coco&apos;.</source>
        <translation>Erzeugt synthetische Bearbeitungspaare zum Trainieren und Testen von Unterschiedsdetektoren: Jedes Foto wird einmal bearbeitet, durch Entfernen per Inpainting, Umfärben, Einfügen oder Verschieben eines Bereichs, mit der Anweisung und den exakten ADD/REMOVE/EDIT-Boxen und -Masken als Ground Truth. Exportieren Sie sie mit „export --format dice OUT --origin truth“ oder „--format coco“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--count must be a whole number of at least 1 and --seed one from 0 to %1</source>
        <translation>--count muss eine ganze Zahl von mindestens 1 sein und --seed eine von 0 bis %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 from %2 (%3 skipped): %4; %5</source>
        <extracomment>%1 the pairs (&quot;3 pairs&quot;), %2 the photographs, %3 how many were skipped, %4 the edits made, %5 the ground-truth differences (&quot;12 ground-truth differences&quot;)</extracomment>
        <translation>%1 aus %2 (%3 übersprungen): %4; %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n photograph(s)</source>
        <translation>
            <numerusform>%n Foto</numerusform>
            <numerusform>%n Fotos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n ground-truth difference(s)</source>
        <translation>
            <numerusform>%n Ground-Truth-Unterschied</numerusform>
            <numerusform>%n Ground-Truth-Unterschiede</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <location filename="../app/cli/importcommand.cpp" line="+47"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>synth</source>
        <translation>Synthese</translation>
    </message>
    <message>
        <source>%1 pairs from %2 photographs (%3 skipped): %4; %5 ground-truth differences</source>
        <translation type="vanished">%1 Paare aus %2 Fotos (%3 übersprungen): %4; %5 Ground-Truth-Unterschiede</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n crowd annotation(s) of the objects file left out</source>
        <translation>
            <numerusform>%n Crowd-Annotation der Objektdatei ausgelassen</numerusform>
            <numerusform>%n Crowd-Annotationen der Objektdatei ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>images and manifest: %1</source>
        <translation>Bilder und Manifest: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+36"/>
        <source>cannot read the passphrase file</source>
        <translation>die Passphrase-Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation>die erste Zeile der Passphrase-Datei ist leer</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand_show.cpp" line="+63"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task: %1</source>
        <translation>Aufgabe: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed: %1</source>
        <translation>Seed: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairs per item: %1</source>
        <translation>Paare pro Element: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every pair</source>
        <translation>jedes Paar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotators see system names: %1</source>
        <translation>Annotatoren sehen Systemnamen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotators see detector boxes: %1</source>
        <translation>Annotatoren sehen Detektorboxen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotators see the ground truth: %1</source>
        <translation>Annotatoren sehen die Ground Truth: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items locked after submit: %1</source>
        <translation>Elemente nach dem Abschicken gesperrt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>break reminder: %1</source>
        <translation>Pausenerinnerung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after %1 min</source>
        <translation>nach %1 min</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+52"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>open enrolment for crowd platforms: %1</source>
        <translation>offene Einschreibung für Crowd-Plattformen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  items per participant: %1</source>
        <translation>  Elemente pro Teilnehmer: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  raters per item: %1</source>
        <translation>  Bewerter pro Element: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  study link parameters: %1, %2, %3</source>
        <translation>  Link-Parameter der Studie: %1, %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  completion code: %1</source>
        <translation>  Abschlusscode: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  completion URL: %1</source>
        <translation>  Abschluss-URL: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  unsubmitted items given back after %1 min of silence</source>
        <translation>  nicht abgeschickte Elemente werden nach %1 min Stille zurückgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  session links last %1 h</source>
        <translation>  Sitzungslinks sind %1 h gültig</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>  %n participant(s) enrolled, %1 gave their places back</source>
        <translation>
            <numerusform>  %n Teilnehmer eingeschrieben, zurückgegebene Plätze: %1</numerusform>
            <numerusform>  %n Teilnehmer eingeschrieben, zurückgegebene Plätze: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>protected by a passphrase: %1</source>
        <translation>durch eine Passphrase geschützt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sessions for annotators outside the plan: %1</source>
        <translation>Sitzungen für Annotatoren außerhalb des Plans: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>annotator %1: %n item(s) planned, %2 submitted</source>
        <translation>
            <numerusform>Annotator %1: %n Element geplant, %2 abgeschickt</numerusform>
            <numerusform>Annotator %1: %n Elemente geplant, %2 abgeschickt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+380"/>
        <source>The study (.editlens).</source>
        <translation>Die Studie (.editlens).</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation>Die Einstellungen des Plans sowie die geplanten und abgeschickten Elemente jedes Annotators ausgeben; nichts ändern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation>Annotatoren, für die geplant wird, durch Kommas getrennt (jeder erhält eine aus dem Seed erzeugte Reihenfolge).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation>ratings (Standard), preferences (paarweise, ausgewogener Paarplan) oder mixed (jedes zweite Element ein Paar).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation>Gezeigte Paare pro Präferenz-Element (Standard 0 = jedes Paar).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation>Seed der Studie (Standard: der aktuelle Seed des Plans).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation>Gezeigte Systeme, durch Kommas getrennt (Standard: alle Systeme).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Item ids in the plan (default: every item).</source>
        <translation>Element-IDs im Plan (Standard: alle Elemente).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item ids of gold / attention items.</source>
        <translation>Element-IDs der Gold- / Aufmerksamkeits-Elemente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation>Annotatoren sehen die Namen der Systeme (standardmäßig sehen sie Ausgabe A, B, …).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation>Annotatoren sehen die Unterschiedsboxen der Detektoren (eine DICE-D-Prüfung).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation>Annotatoren sehen Ground-Truth-Boxen und Referenzbilder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted items stay editable.</source>
        <translation>Abgeschickte Elemente bleiben bearbeitbar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation>Pausenerinnerung nach N Minuten Arbeit (Standard 45, 0 = keine).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation>Text, der Annotatoren über der Anleitung des Bewertungsschemas angezeigt wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation>Wie es weitergeht; wird angezeigt, wenn ein Annotator fertig ist.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation>Datei, deren erste Zeile die aktuelle Passphrase des Plans ist („-“: Standardeingabe); oder setzen Sie EDITLENS_PLAN_PASSPHRASE.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation>Datei, deren erste Zeile die neue Passphrase des Plans wird (gespeichert als gesalzener PBKDF2-Hash, nie als Klartext).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let anyone with the study file change the plan.</source>
        <translation>Jedem mit der Studiendatei erlauben, den Plan zu ändern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name outside the plan may open a session, after the window asks whether to continue as a new annotator (by default only planned annotators may).</source>
        <translation>Ein Name außerhalb des Plans darf eine Sitzung öffnen, nachdem das Fenster gefragt hat, ob als neuer Annotator fortgefahren werden soll (standardmäßig dürfen das nur geplante Annotatoren).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open enrolment for crowd platforms: the study link of `serve` enrols each participant id it is given and assigns them items (then --annotators may be left out).</source>
        <translation>Offene Einschreibung für Crowd-Plattformen: Der Studienlink von `serve` schreibt jede übergebene Teilnehmer-ID ein und teilt ihr Elemente zu (dann kann --annotators weggelassen werden).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Items each crowd participant is given (default 10).</source>
        <translation>Elemente, die jeder Crowd-Teilnehmer erhält (Standard 10).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crowd participants who rate each item, at most (default 3).</source>
        <translation>Crowd-Teilnehmer, die jedes Element bewerten, höchstens (Standard 3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The study link&apos;s query parameter with the participant id (default PROLIFIC_PID).</source>
        <translation>Der Abfrageparameter des Studienlinks mit der Teilnehmer-ID (Standard PROLIFIC_PID).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The study link&apos;s query parameter with the platform&apos;s study id (default STUDY_ID).</source>
        <translation>Der Abfrageparameter des Studienlinks mit der Studien-ID der Plattform (Standard STUDY_ID).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The study link&apos;s query parameter with the platform&apos;s session id (default SESSION_ID).</source>
        <translation>Der Abfrageparameter des Studienlinks mit der Sitzungs-ID der Plattform (Standard SESSION_ID).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The completion code a crowd participant is shown when done.</source>
        <translation>Der Abschlusscode, der einem Crowd-Teilnehmer am Ende angezeigt wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the done page sends a crowd participant (http or https; {code} stands for the completion code).</source>
        <translation>Wohin die Abschlussseite einen Crowd-Teilnehmer weiterleitet (http oder https; {code} steht für den Abschlusscode).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A crowd participant silent this long gives back their unsubmitted items (default 60).</source>
        <translation>Ein Crowd-Teilnehmer, der so lange inaktiv ist, gibt seine nicht abgeschickten Elemente zurück (Standard 60).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How long a crowd participant&apos;s session link lasts (default 48).</source>
        <translation>Wie lange der Sitzungslink eines Crowd-Teilnehmers gültig ist (Standard 48).</translation>
    </message>
    <message>
        <location line="+210"/>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation>Legt den Plan einer Nutzerstudie fest: die aus dem Seed erzeugte Reihenfolge der Elemente jedes Annotators, die Aufgabe, was Annotatoren in ihren Sitzungen sehen dürfen (editlens STUDY --annotator NAME), und die Passphrase, die den Plan schützt.</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>plan needs --annotators NAMES or --crowd, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation>plan benötigt --annotators NAMES oder --crowd, eine --task aus ratings, preferences oder mixed, ganze Zahlen ab 0 für --pairs-per-item, --break-minutes und --seed und nicht zugleich --new-passphrase-file und --remove-passphrase</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>plan&apos;s crowd options need --crowd, and whole numbers for --items-per-participant, --raters-per-item, --abandon-minutes and --token-hours</source>
        <translation>die Crowd-Optionen von plan benötigen --crowd und ganze Zahlen für --items-per-participant, --raters-per-item, --abandon-minutes und --token-hours</translation>
    </message>
    <message>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="vanished">plan benötigt --annotators NAMES, eine --task aus ratings, preferences oder mixed, ganze Zahlen ab 0 für --pairs-per-item, --break-minutes und --seed und nicht zugleich --new-passphrase-file und --remove-passphrase</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation>der Plan ist durch eine Passphrase geschützt: Geben Sie sie mit --passphrase-file oder EDITLENS_PLAN_PASSPHRASE an; nichts wurde geändert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation>das ist nicht die Passphrase des Plans; nichts wurde geändert</translation>
    </message>
    <message>
        <location line="+276"/>
        <source>the study has no system &apos;%1&apos;</source>
        <translation>die Studie hat kein System „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/goldcommand.cpp" line="+82"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation>die Studie hat kein Element „%1“</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>planned open enrolment for crowd platforms</source>
        <translation>offene Einschreibung für Crowd-Plattformen geplant</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>planned %n annotator(s): %1</source>
        <translation>
            <numerusform>%n Annotator geplant: %1</numerusform>
            <numerusform>%n Annotatoren geplant: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/handoutcommand.cpp" line="-91"/>
        <source>The planned study (.editlens).</source>
        <translation>Die geplante Studie (.editlens).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder for the hand-out (created if missing; must not hold a study).</source>
        <translation>Ordner für die Ausgabe (wird angelegt, falls er fehlt; darf keine Studie enthalten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The annotator the hand-out is for.</source>
        <translation>Die annotierende Person, für die die Ausgabe ist.</translation>
    </message>
    <message>
        <source>Writes one annotator&apos;s hand-out of a planned study: OUT_DIR/&lt;study file&gt; with the images it needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and opened there with &apos;editlens OUT_DIR/&lt;study file&gt;&apos;. It keeps the annotator&apos;s plan and own work, the ground truth and detector boxes; other annotators&apos; plans and judgements, the gold answers and, when the plan hides system names, the metric scores are left out. The plan cannot be changed in the hand-out. Bring the work back with &apos;editlens-cli merge&apos;.</source>
        <translation type="vanished">Schreibt die Ausgabe einer geplanten Studie für eine annotierende Person: OUT_DIR/&lt;Studiendatei&gt; mit den nötigen Bildern unter OUT_DIR/images, sodass der Ordner gepackt, auf einen anderen Computer gebracht und dort mit &apos;editlens OUT_DIR/&lt;Studiendatei&gt;&apos; geöffnet werden kann. Sie behält den Plan und die eigene Arbeit der Person, die Ground Truth und die Detektorrahmen; Pläne und Urteile anderer, die Gold-Antworten und, wenn der Plan die Systemnamen verbirgt, die Metrikwerte werden weggelassen. Der Plan kann in der Ausgabe nicht geändert werden. Holen Sie die Arbeit mit &apos;editlens-cli merge&apos; zurück.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writes one annotator&apos;s hand-out of a planned study: OUT_DIR/&lt;study file&gt; with the images it needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and opened there with &apos;editlens OUT_DIR/&lt;study file&gt;&apos;. It keeps the annotator&apos;s plan and own work; other annotators&apos; plans and judgements, the gold answers and gold flags and the plan&apos;s passphrase hash are left out, and so is what the plan hides from annotators: the ground truth and the detector boxes unless it shows them and, when it hides system names, the names (each output&apos;s system gets a random one, images are named by their content) and the metric scores. STUDY records the hand-out with the hash of a secret token only the hand-out holds. A stored path that is absolute or leaves STUDY&apos;s folder is refused. The plan cannot be changed in the hand-out. Bring the work back with &apos;editlens-cli merge&apos;.</source>
        <translation>Schreibt die Ausgabe einer geplanten Studie für eine annotierende Person: OUT_DIR/&lt;Studiendatei&gt; mit den nötigen Bildern unter OUT_DIR/images, sodass der Ordner gezippt, auf einen anderen Computer gebracht und dort mit „editlens OUT_DIR/&lt;Studiendatei&gt;“ geöffnet werden kann. Sie behält den Plan und die eigene Arbeit der Person; Pläne und Urteile anderer, die Gold-Antworten und Gold-Markierungen sowie der Passphrase-Hash des Plans werden weggelassen, ebenso das, was der Plan vor Annotierenden verbirgt: die Ground Truth und die Detektorboxen, sofern er sie nicht zeigt, und, wenn er die Systemnamen verbirgt, die Namen (das System jeder Ausgabe erhält einen zufälligen Namen, Bilder werden nach ihrem Inhalt benannt) und die Metrik-Scores. STUDY verzeichnet die Ausgabe mit dem Hash eines geheimen Tokens, das nur die Ausgabe enthält. Ein gespeicherter Pfad, der absolut ist oder den Ordner von STUDY verlässt, wird abgelehnt. Der Plan kann in der Ausgabe nicht geändert werden. Holen Sie die Arbeit mit „editlens-cli merge“ zurück.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>pack needs --annotator NAME</source>
        <translation>pack braucht --annotator NAME</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>packed %n item(s) for %1 with %2 image(s) (%3 MiB)</source>
        <translation>
            <numerusform>%n Element für %1 mit %2 Bild(ern) gepackt (%3 MiB)</numerusform>
            <numerusform>%n Elemente für %1 mit %2 Bild(ern) gepackt (%3 MiB)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The original study (.editlens).</source>
        <translation>Die ursprüngliche Studie (.editlens).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-outs made by &apos;editlens-cli pack&apos; from STUDY.</source>
        <translation>Mit &apos;editlens-cli pack&apos; aus STUDY erstellte Ausgaben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Merges the work of each hand-out back into STUDY, one transaction per packed file (all or nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched by item key, system, dimension and annotator, never by row ids. When STUDY holds a different value for the same judgement, the later one (updated_at) wins; where STUDY&apos;s changed after the pack was made (the annotator also worked online) it is a conflict, printed on stdout as one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY&apos;s value and time, the pack&apos;s value and time, which was kept. Merge adds and updates, never removes; merging the same hand-out again changes nothing. A hand-out merges only as the annotator it was made for, proven by its token, and every value is checked as an import checks it (ratings on their scale, known choices, boxes on their image, times not in the future, masks inside the hand-out&apos;s folder and decodable as images). A file that is not a hand-out of STUDY, is damaged, forged or fails a check is refused, naming the table and row, and STUDY is left as it was.</source>
        <translation>Führt die Arbeit jeder Ausgabe in STUDY zurück, eine Transaktion pro gepackter Datei (alles oder nichts): Bewertungen, Präferenzen, die gezeichneten Boxen mit ihren Labels, Labels auf anderen Boxen, Masken, Prüfungen, Abschlüsse, Sitzungen, Abgaben und das Überarbeitungsprotokoll, zugeordnet über Elementschlüssel, System, Dimension und annotierende Person, nie über Zeilen-IDs. Hält STUDY für dasselbe Urteil einen anderen Wert, gewinnt der spätere (updated_at); hat sich der Wert in STUDY nach dem Packen geändert (die Person hat auch online gearbeitet), ist das ein Konflikt, der auf stdout als eine tabulatorgetrennte Zeile ausgegeben wird: conflict, Art, annotierende Person, Element, System, Dimension, Wert und Zeit in STUDY, Wert und Zeit im Paket, welcher behalten wurde. Merge fügt hinzu und aktualisiert, entfernt nie; dieselbe Ausgabe erneut zusammenzuführen ändert nichts. Eine Ausgabe wird nur als die annotierende Person zusammengeführt, für die sie erstellt wurde, nachgewiesen durch ihr Token, und jeder Wert wird so geprüft, wie ein Import ihn prüft (Bewertungen auf ihrer Skala, bekannte Auswahlen, Boxen auf ihrem Bild, Zeiten nicht in der Zukunft, Masken innerhalb des Ordners der Ausgabe und als Bilder dekodierbar). Eine Datei, die keine Ausgabe von STUDY ist, beschädigt oder gefälscht ist oder eine Prüfung nicht besteht, wird unter Angabe von Tabelle und Zeile abgelehnt, und STUDY bleibt unverändert.</translation>
    </message>
    <message>
        <source>Merges the work of each hand-out back into STUDY, one transaction per packed file (all or nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched by item key, system, dimension and annotator, never by row ids. When STUDY holds a different value for the same judgement, the later one (updated_at) wins; where STUDY&apos;s changed after the pack was made (the annotator also worked online) it is a conflict, printed on stdout as one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY&apos;s value and time, the pack&apos;s value and time, which was kept. Merge adds and updates, never removes; merging the same hand-out again changes nothing. A file that is not a hand-out of STUDY, or is damaged, is refused and STUDY is left as it was.</source>
        <translation type="vanished">Führt die Arbeit jeder Ausgabe in STUDY zurück, eine Transaktion pro gepackter Datei (alles oder nichts): Bewertungen, Präferenzen, die gezeichneten Rahmen mit ihren Labels, Labels auf anderen Rahmen, Masken, Prüfungen, Abschlüsse, Sitzungen, Abgaben und das Überarbeitungsprotokoll, zugeordnet über Elementschlüssel, System, Dimension und annotierende Person, nie über Zeilen-IDs. Hält STUDY für dasselbe Urteil einen anderen Wert, gewinnt der spätere (updated_at); hat sich der Wert in STUDY nach dem Packen geändert (die Person hat auch online gearbeitet), ist das ein Konflikt, der auf stdout als eine tabulatorgetrennte Zeile ausgegeben wird: conflict, Art, annotierende Person, Element, System, Dimension, Wert und Zeit in STUDY, Wert und Zeit im Paket, welcher behalten wurde. Merge fügt hinzu und aktualisiert, entfernt nie; dieselbe Ausgabe erneut zusammenzuführen ändert nichts. Eine Datei, die keine Ausgabe von STUDY oder beschädigt ist, wird abgelehnt und STUDY bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>merged %1 (%2): %3 new, %4 changed</source>
        <translation>%1 (%2) zusammengeführt: %3 neu, %4 geändert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  %1 %2: %3 new, %4 changed, %5 unchanged, %6 conflicts, %7 skipped</source>
        <translation>  %1 %2: %3 neu, %4 geändert, %5 unverändert, %6 Konflikte, %7 übersprungen</translation>
    </message>
    <message>
        <location filename="../app/cli/transfercommand.cpp" line="+19"/>
        <source>The study file (.editlens) to publish.</source>
        <translation>Die zu veröffentlichende Studiendatei (.editlens).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The new server study: postgresql://user@host[:port]/database?study=NAME.</source>
        <translation>Die neue Serverstudie: postgresql://user@host[:port]/database?study=NAME.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copies a study file into a new study on a PostgreSQL server: every table with the same row ids (items, outputs, ratings, preferences, boxes and their labels, masks, scores, embeddings, the plan and the rubric), then every image and mask the study names, each content stored once. The study must not exist on the server yet; if the copy fails, the new server study is removed again. STUDY&apos;s content is not changed. Annotators then open URL with &apos;editlens URL&apos;; &apos;editlens-cli pull&apos; brings it back into a file. Prints URL (without its password) as the last line.</source>
        <translation>Kopiert eine Studiendatei in eine neue Studie auf einem PostgreSQL-Server: jede Tabelle mit denselben Zeilen-IDs (Items, Ausgaben, Bewertungen, Präferenzen, Boxen mit ihren Labels, Masken, Scores, Embeddings, der Plan und die Rubrik), danach jedes Bild und jede Maske, die die Studie nennt, jeder Inhalt nur einmal gespeichert. Die Studie darf auf dem Server noch nicht existieren; schlägt die Kopie fehl, wird die neue Serverstudie wieder entfernt. Der Inhalt von STUDY wird nicht verändert. Annotatoren öffnen URL danach mit „editlens URL“; „editlens-cli pull“ holt sie zurück in eine Datei. Gibt URL (ohne Passwort) als letzte Zeile aus.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>publishing</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: &apos;%1&apos; was not found under the study&apos;s image folder and was not uploaded</source>
        <translation>Warnung: „%1“ wurde im Bildordner der Studie nicht gefunden und nicht hochgeladen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>published %1</source>
        <translation>%1 veröffentlicht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The server study to copy.</source>
        <translation>Die zu kopierende Serverstudie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study file (.editlens); it must not exist.</source>
        <translation>Die neue Studiendatei (.editlens); sie darf nicht existieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writes a snapshot of a server study into the new study file OUT: every table with the same row ids, read in one consistent transaction. The images go to the folder &lt;OUT without .editlens&gt;-images beside OUT, each checked against the server&apos;s sha256; the file itself holds no image bytes. An existing OUT is never overwritten, and that folder must be missing or empty. If anything fails, neither OUT nor the folder is left behind. Prints OUT as the last line.</source>
        <translation>Schreibt einen Schnappschuss einer Serverstudie in die neue Studiendatei OUT: jede Tabelle mit denselben Zeilen-IDs, gelesen in einer konsistenten Transaktion. Die Bilder kommen in den Ordner &lt;OUT ohne .editlens&gt;-images neben OUT, jedes gegen die SHA-256-Summe des Servers geprüft; die Datei selbst enthält keine Bilddaten. Ein vorhandenes OUT wird nie überschrieben, und der Ordner muss fehlen oder leer sein. Schlägt etwas fehl, bleiben weder OUT noch der Ordner zurück. Gibt OUT als letzte Zeile aus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pulling</source>
        <translation>Holen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>images in %1</source>
        <translation>Bilder in %1</translation>
    </message>
    <message>
        <location filename="../app/cli/accesscommand.cpp" line="+27"/>
        <source>annotator logins are for studies on a server (postgresql://…); hand a study file out with &apos;editlens-cli pack&apos; instead</source>
        <translation>Zugänge für Annotierende gibt es für Studien auf einem Server (postgresql://…); geben Sie eine Studiendatei stattdessen mit „editlens-cli pack“ aus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>annotator &apos;%1&apos; logs in as role &apos;%2&apos;; give them this URL (it holds the password, shown only now):</source>
        <translation>„%1“ meldet sich als Rolle „%2“ an; geben Sie diese URL weiter (sie enthält das Passwort, das nur jetzt angezeigt wird):</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>add or list.</source>
        <translation>add oder list.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The study (a file, or a server URL for add).</source>
        <translation>Die Studie (eine Datei oder, für add, eine Server-URL).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The annotator (add).</source>
        <translation>Die bzw. der Annotierende (add).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;annotators add URL NAME&apos; gives annotator NAME a login of their own on the study&apos;s server: a PostgreSQL role with a generated password that may write only NAME&apos;s judgements and read only what the plan shows them (the server enforces it). The last line is the URL to give them. Run it again for a new password.
&apos;annotators list STUDY&apos; prints each annotator&apos;s progress: items submitted of planned, items with a judgement, mean seconds per item and gold answers met.</source>
        <translation>„annotators add URL NAME“ gibt NAME einen eigenen Zugang zum Server der Studie: eine PostgreSQL-Rolle mit erzeugtem Passwort, die nur die Urteile von NAME schreiben und nur lesen darf, was der Plan zeigt (der Server setzt das durch). Die letzte Zeile ist die weiterzugebende URL. Erneut ausführen ergibt ein neues Passwort.
„annotators list STUDIE“ zeigt den Fortschritt jeder bzw. jedes Annotierenden: abgegebene von geplanten Elementen, Elemente mit Urteil, mittlere Sekunden pro Element und erfüllte Goldantworten.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>write &apos;annotators add URL NAME&apos; or &apos;annotators list STUDY&apos;</source>
        <translation>schreiben Sie „annotators add URL NAME“ oder „annotators list STUDIE“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Password for %1 on %2:</source>
        <translation>Passwort für %1 auf %2:</translation>
    </message>
    <message>
        <source>plan: %1: %2 request(s) to send, %3 answered from the study, %4 image(s) to send</source>
        <translation type="vanished">Plan: %1: %2 Anfrage(n) zu senden, %3 aus der Studie beantwortet, %4 Bild(er) zu senden</translation>
    </message>
    <message>
        <location filename="../app/cli/modelstagescommand.cpp" line="+43"/>
        <source>, plus one per difference the detector finds</source>
        <translation>, plus eine pro Unterschied, den der Detektor findet</translation>
    </message>
    <message>
        <source>plan: %1 request(s) to send in all</source>
        <translation type="vanished">Plan: insgesamt %1 Anfrage(n) zu senden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: asked %2, from the study %3, stored %4, unparseable %5, failed %6, tokens %7 + %8</source>
        <translation>%1: gefragt %2, aus der Studie %3, gespeichert %4, nicht lesbar %5, fehlgeschlagen %6, Token %7 + %8</translation>
    </message>
    <message>
        <source>, kept %1 imported parse(s)</source>
        <translation type="vanished">, %1 importierte Analyse(n) behalten</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the endpoint does not list the model &apos;%1&apos;</source>
        <translation>der Endpunkt listet das Modell „%1“ nicht auf</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Study file (.editlens) or server URL.</source>
        <translation>Studiendatei (.editlens) oder Server-URL.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Comma-separated stages: parse (BPM&apos;s instruction parse), ground (o1, o2 and the reference object located as boxes, BPM&apos;s regions), dice (DICE&apos;s differences, then the coherence of each), judge (VIEScore-style SC and PQ per output, a pairwise verdict per pair of outputs). Default: all.</source>
        <translation>Kommagetrennte Stufen: parse (BPMs Analyse der Anweisung), ground (o1, o2 und das Referenzobjekt als Boxen verortet, BPMs Bereiche), dice (DICEs Unterschiede, dann die Kohärenz jedes einzelnen), judge (SC und PQ im Stil von VIEScore pro Ausgabe, ein paarweises Urteil pro Ausgabepaar). Standard: alle.</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>plan: %1: %n request(s) to send, %2 answered from the study, %3 image(s) to send</source>
        <translation>
            <numerusform>Plan: %1: %n Anfrage zu senden, %2 aus der Studie beantwortet, %3 Bild(er) zu senden</numerusform>
            <numerusform>Plan: %1: %n Anfragen zu senden, %2 aus der Studie beantwortet, %3 Bild(er) zu senden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>plan: %n request(s) to send in all</source>
        <translation>
            <numerusform>Plan: insgesamt %n Anfrage zu senden</numerusform>
            <numerusform>Plan: insgesamt %n Anfragen zu senden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>, kept %n imported parse(s)</source>
        <translation>
            <numerusform>, %n importierte Analyse behalten</numerusform>
            <numerusform>, %n importierte Analysen behalten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The OpenAI-compatible endpoint as NAME=URL, the URL up to /v1 (http://127.0.0.1:8000/v1).</source>
        <translation>Der OpenAI-kompatible Endpunkt als NAME=URL, die URL bis /v1 (http://127.0.0.1:8000/v1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model asked, as the endpoint names it.</source>
        <translation>Das gefragte Modell, wie der Endpunkt es benennt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable holding the API key (never stored).</source>
        <translation>Umgebungsvariable mit dem API-Schlüssel (wird nie gespeichert).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File whose first line is the API key (never stored).</source>
        <translation>Datei, deren erste Zeile der API-Schlüssel ist (wird nie gespeichert).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder of prompt templates &lt;stage&gt;.txt used instead of the built-in ones.</source>
        <translation>Ordner mit Prompt-Vorlagen &lt;stage&gt;.txt, die statt der integrierten verwendet werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the model writes boxes: pixels, 0-1000 (default) or 0-1.</source>
        <translation>Wie das Modell Boxen schreibt: pixels, 0-1000 (Standard) oder 0-1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refuse to start when the run would send more requests than this.</source>
        <translation>Nicht starten, wenn der Lauf mehr Anfragen als diese senden würde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests sent at once (default %1).</source>
        <translation>Gleichzeitig gesendete Anfragen (Standard %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seconds to wait for one answer (default %1).</source>
        <translation>Sekunden Wartezeit auf eine Antwort (Standard %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the outputs of these systems.</source>
        <translation>Nur die Ausgaben dieser Systeme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only these items (keys).</source>
        <translation>Nur diese Elemente (Schlüssel).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: no pairwise verdicts.</source>
        <translation>judge: keine paarweisen Urteile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the plan and send nothing.</source>
        <translation>Den Plan ausgeben und nichts senden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the endpoint&apos;s models (GET /v1/models) and send nothing else.</source>
        <translation>Die Modelle des Endpunkts auflisten (GET /v1/models) und sonst nichts senden.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Asks an OpenAI-compatible endpoint (vLLM, SGLang, Ollama, llama.cpp&apos;s server, a hosted API) the model stages of BPM, DICE and VIEScore-style judges and stores the answers in the study; every request and answer is kept, and a re-run answers from them.</source>
        <translation>Fragt einen OpenAI-kompatiblen Endpunkt (vLLM, SGLang, Ollama, den Server von llama.cpp, eine gehostete API) die Modellstufen von BPM, DICE und VIEScore-artigen Judges ab und speichert die Antworten in der Studie; jede Anfrage und Antwort wird aufbewahrt, und ein erneuter Lauf beantwortet sie daraus.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>--endpoint NAME=URL is required</source>
        <translation>--endpoint NAME=URL ist erforderlich</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--endpoint: %1</source>
        <translation>--endpoint: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--max-in-flight must be a whole number from 1 to 1024</source>
        <translation>--max-in-flight muss eine ganze Zahl von 1 bis 1024 sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--timeout must be a whole number of seconds from 1 to 86400</source>
        <translation>--timeout muss eine ganze Zahl von Sekunden von 1 bis 86400 sein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a STUDY is required</source>
        <translation>STUDY ist erforderlich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--model is required</source>
        <translation>--model ist erforderlich</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--box-convention must be pixels, 0-1000 or 0-1</source>
        <translation>--box-convention muss pixels, 0-1000 oder 0-1 sein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--max-requests must be a whole number of at least 0</source>
        <translation>--max-requests muss eine ganze Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model stages</source>
        <translation>Modellstufen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>stopped: %1</source>
        <translation>angehalten: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Only this stage: parse, dice-detect, dice-coherence, judge-point, judge-pair.</source>
        <translation>Nur diese Stufe: parse, dice-detect, dice-coherence, judge-point, judge-pair.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only this item (key).</source>
        <translation>Nur dieses Element (Schlüssel).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lists what the model stages asked and what came back: status, tokens and the raw answer of every request, oldest first.</source>
        <translation>Listet auf, was die Modellstufen gefragt haben und was zurückkam: Status, Token und die Rohantwort jeder Anfrage, älteste zuerst.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %2 [%3] %4 by %5, %6 ms, tokens %7 + %8, key %9</source>
        <translation>%1 %2 [%3] %4 von %5, %6 ms, Token %7 + %8, Schlüssel %9</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>why: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/exclusionargs.cpp" line="+11"/>
        <source>Leave these annotators&apos; ratings and preferences out of the human side (besides those the study excludes).</source>
        <translation>Die Bewertungen und Präferenzen dieser Annotatoren auf der menschlichen Seite auslassen (zusätzlich zu denen, die die Studie ausschließt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave out every annotator who failed at least N attention checks (gold answers missed).</source>
        <translation>Jeden Annotator auslassen, der mindestens N Aufmerksamkeitsprüfungen nicht bestanden hat (Goldantworten verfehlt).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--exclude-failed-checks must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--exclude-failed-checks muss eine ganze Zahl von mindestens 1 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--exclude-annotators: no annotator &apos;%1&apos; rated anything in this study</source>
        <translation>--exclude-annotators: kein Annotator „%1“ hat in dieser Studie etwas bewertet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>excluded from alignment: %1</source>
        <translation>vom Übereinstimmungsabgleich ausgeschlossen: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/servecommand.cpp" line="+131"/>
        <source>the study has no plan, so there is nothing to show annotators: make one first with &apos;editlens-cli plan STUDY --annotators NAMES&apos; (or with --crowd for open enrolment)</source>
        <translation>die Studie hat keinen Plan, also gibt es nichts, was Annotatoren gezeigt werden kann: Erstellen Sie zuerst einen mit „editlens-cli plan STUDY --annotators NAMES“ (oder mit --crowd für offene Einschreibung)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 ratings, %2 preferences in the study (Ctrl+C stops)</source>
        <translation>%1 Bewertungen, %2 Präferenzen in der Studie (Strg+C beendet)</translation>
    </message>
    <message>
        <location line="+143"/>
        <location line="+56"/>
        <source>Study file (.editlens) or server URL (postgresql://…), with a plan.</source>
        <translation>Studiendatei (.editlens) oder Server-URL (postgresql://…), mit einem Plan.</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Address and port to serve on: 127.0.0.1:8080 (default), [::1]:8080, 0.0.0.0:8080; port 0 picks a free one. Plain HTTP: put a reverse proxy with TLS in front (README).</source>
        <translation>Adresse und Port für die Bereitstellung: 127.0.0.1:8080 (Standard), [::1]:8080, 0.0.0.0:8080; Port 0 wählt einen freien. Reines HTTP: Schalten Sie einen Reverse Proxy mit TLS davor (README).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The address participants open, as the browser sees it behind the reverse proxy (https://study.example.org): requests from other origins are refused, and the printed links use it.</source>
        <translation>Die Adresse, die Teilnehmer öffnen, wie der Browser sie hinter dem Reverse Proxy sieht (https://study.example.org): Anfragen von anderen Origins werden abgelehnt, und die ausgegebenen Links verwenden sie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answers a participant may send per second, sustained (default 10; bursts of four times that).</source>
        <translation>Antworten, die ein Teilnehmer pro Sekunde dauerhaft senden darf (Standard 10; Spitzen bis zum Vierfachen davon).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads that answer requests, each with its own connection to the study, so that participants&apos; answers are saved at the same time (default 4; one participant&apos;s requests always go to the same thread).</source>
        <translation>Threads, die Anfragen beantworten, jeder mit eigener Verbindung zur Studie, damit Antworten von Teilnehmern gleichzeitig gespeichert werden (Standard 4; die Anfragen eines Teilnehmers gehen immer an denselben Thread).</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Serves a planned study&apos;s annotator session as a web page, for personal links (serve-links) and open enrolment from crowd platforms, until Ctrl+C or SIGTERM.</source>
        <translation>Stellt die Annotationssitzung einer geplanten Studie als Webseite bereit, für persönliche Links (serve-links) und offene Einschreibung über Crowd-Plattformen, bis Strg+C oder SIGTERM.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>--listen: &apos;%1&apos; is not ADDR:PORT (an IPv4 address, [IPv6] or localhost, and a port 0-65535)</source>
        <translation>--listen: „%1“ ist nicht ADDR:PORT (eine IPv4-Adresse, [IPv6] oder localhost und ein Port 0-65535)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--public-url: &apos;%1&apos; is not the root of an http:// or https:// host, such as https://study.example.org (the page works at the root of its host)</source>
        <translation>--public-url: „%1“ ist nicht die Wurzel eines http://- oder https://-Hosts, etwa https://study.example.org (die Seite funktioniert an der Wurzel ihres Hosts)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--answers-per-second must be a whole number 1-1000, not &apos;%1&apos;</source>
        <translation>--answers-per-second muss eine ganze Zahl von 1 bis 1000 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--workers must be a whole number 1-64, not &apos;%1&apos;</source>
        <translation>--workers muss eine ganze Zahl von 1 bis 64 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>cannot watch for Ctrl+C and SIGTERM</source>
        <translation>Strg+C und SIGTERM können nicht überwacht werden</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>open enrolment: on, link: %1</source>
        <translation>offene Einschreibung: an, Link: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open enrolment: off</source>
        <translation>offene Einschreibung: aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving %1 at %2/ (%3; %4)</source>
        <extracomment>%1 the study, %2 the server&apos;s address, %3 &quot;N annotators planned&quot;, %4 the enrolment</extracomment>
        <translation>Stelle %1 unter %2/ bereit (%3; %4)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n annotator(s) planned</source>
        <translation>
            <numerusform>%n Annotator geplant</numerusform>
            <numerusform>%n Annotatoren geplant</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>stopped serving %1</source>
        <translation>Bereitstellung von %1 beendet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Annotators to make links for, separated by commas.</source>
        <translation>Annotatoren, für die Links erstellt werden, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where participants reach &apos;serve&apos;: the root of its host, such as https://study.example.org.</source>
        <translation>Wo Teilnehmer „serve“ erreichen: die Wurzel seines Hosts, etwa https://study.example.org.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days each link stays valid (default 30).</source>
        <translation>Tage, die jeder Link gültig bleibt (Standard 30).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints one personal link per annotator (NAME, a tab, the URL): the link opens the annotator&apos;s session on the page &apos;serve&apos; serves, signed with the study&apos;s own secret.</source>
        <translation>Gibt einen persönlichen Link pro Annotator aus (NAME, ein Tabulator, die URL): Der Link öffnet die Sitzung des Annotators auf der Seite, die „serve“ bereitstellt, signiert mit dem eigenen Geheimnis der Studie.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>serve-links needs --annotators NAMES, a --base-url that is the root of an http:// or https:// host (https://study.example.org: the page works at the root of its host), and --days a whole number 1-3650</source>
        <translation>serve-links benötigt --annotators NAMES, eine --base-url, die die Wurzel eines http://- oder https://-Hosts ist (https://study.example.org: die Seite funktioniert an der Wurzel ihres Hosts), und für --days eine ganze Zahl von 1 bis 3650</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>not in the plan: %1 (the plan&apos;s annotators: %2; &apos;plan --allow-new-annotators&apos; lets others in)</source>
        <translation>nicht im Plan: %1 (die Annotatoren des Plans: %2; „plan --allow-new-annotators“ lässt andere zu)</translation>
    </message>
    <message>
        <location filename="../app/cli/goldcommand.cpp" line="+2"/>
        <source>item &apos;%1&apos; is not a gold item of the plan (mark it with `plan --gold`)</source>
        <translation>Element „%1“ ist kein Gold-Element des Plans (markieren Sie es mit `plan --gold`)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos;</source>
        <translation>Element „%1“ hat keine Ausgabe von System „%2“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no rating dimension &apos;%1&apos;</source>
        <translation>die Studie hat keine Bewertungsdimension „%1“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is off the scale of &apos;%2&apos; (%3 to %4)</source>
        <translation>%1 liegt außerhalb der Skala von „%2“ (%3 bis %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tolerance is a number of 0 or more</source>
        <translation>eine Toleranz ist eine Zahl von 0 oder mehr</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;%1&apos; rated no output of the plan&apos;s gold items</source>
        <translation>„%1“ hat keine Ausgabe der Gold-Elemente des Plans bewertet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read the gold answers: %1</source>
        <translation>die Goldantworten können nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>expected item,system,dimension,expected[,tolerance], found %n field(s)</source>
        <translation>
            <numerusform>erwartet item,system,dimension,expected[,tolerance], %n Feld gefunden</numerusform>
            <numerusform>erwartet item,system,dimension,expected[,tolerance], %n Felder gefunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the expected value and the tolerance are numbers</source>
        <translation>der erwartete Wert und die Toleranz müssen Zahlen sein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no gold answers in the file</source>
        <translation>keine Goldantworten in der Datei</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n gold answer(s)</source>
        <translation>
            <numerusform>%n Goldantwort</numerusform>
            <numerusform>%n Goldantworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n gold item(s) without an answer: %1</source>
        <translation>
            <numerusform>%n Gold-Element ohne Antwort: %1</numerusform>
            <numerusform>%n Gold-Elemente ohne Antwort: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The gold answers are this annotator&apos;s ratings (an expert&apos;s, the study runner&apos;s) on the plan&apos;s gold items: every output and dimension they rated there.</source>
        <translation>Die Goldantworten sind die Bewertungen dieses Annotators (etwa einer Fachperson oder der Studienleitung) zu den Gold-Elementen des Plans: jede dort bewertete Ausgabe und Dimension.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How far from --from-annotator&apos;s rating an annotator&apos;s may be and still meet it (default 0).</source>
        <translation>Wie weit die Bewertung eines Annotators von der Bewertung von --from-annotator abweichen darf und sie dennoch erfüllt (Standard 0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The gold answers are this file&apos;s rows item,system,dimension,expected[,tolerance] (item keys and system names as in the study; a header row may come first).</source>
        <translation>Die Goldantworten sind die Zeilen item,system,dimension,expected[,tolerance] dieser Datei (Elementschlüssel und Systemnamen wie in der Studie; eine Kopfzeile darf vorangehen).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the gold answers; change nothing.</source>
        <translation>Die Goldantworten ausgeben; nichts ändern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove every gold answer.</source>
        <translation>Alle Goldantworten entfernen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets the known answers of the plan&apos;s gold items (plan --gold), which each annotator&apos;s attention checks compare their ratings with. A set replaces the study&apos;s gold answers, all or nothing.</source>
        <translation>Setzt die bekannten Antworten der Gold-Elemente des Plans (plan --gold), mit denen die Aufmerksamkeitsprüfungen jedes Annotators dessen Bewertungen vergleichen. Ein Setzen ersetzt die Goldantworten der Studie, alles oder nichts.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>gold needs one of --from-annotator NAME, --csv FILE, --list or --clear, and --tolerance (a number of 0 or more) only with --from-annotator</source>
        <translation>gold benötigt eines von --from-annotator NAME, --csv FILE, --list oder --clear, und --tolerance (eine Zahl von 0 oder mehr) nur mit --from-annotator</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>removed %n gold answer(s)</source>
        <translation>
            <numerusform>%n Goldantwort entfernt</numerusform>
            <numerusform>%n Goldantworten entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the plan has no gold items: mark them with `plan --gold`</source>
        <translation>der Plan hat keine Gold-Elemente: Markieren Sie sie mit `plan --gold`</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>set %n gold answer(s) %1</source>
        <extracomment>%1 is &quot;on N outputs&quot;</extracomment>
        <translation>
            <numerusform>%n Goldantwort %1 gesetzt</numerusform>
            <numerusform>%n Goldantworten %1 gesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>on %n output(s)</source>
        <translation>
            <numerusform>für %n Ausgabe</numerusform>
            <numerusform>für %n Ausgaben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::cli</name>
    <message>
        <source>cannot read the passphrase file</source>
        <translation type="vanished">die Passphrase-Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation type="vanished">die erste Zeile der Passphrase-Datei ist leer</translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="vanished">ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="vanished">nein</translation>
    </message>
    <message>
        <source>task: %1</source>
        <translation type="vanished">Aufgabe: %1</translation>
    </message>
    <message>
        <source>seed: %1</source>
        <translation type="vanished">Seed: %1</translation>
    </message>
    <message>
        <source>pairs per item: %1</source>
        <translation type="vanished">Paare pro Element: %1</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation type="vanished">jedes Paar</translation>
    </message>
    <message>
        <source>annotators see system names: %1</source>
        <translation type="vanished">Annotatoren sehen Systemnamen: %1</translation>
    </message>
    <message>
        <source>annotators see detector boxes: %1</source>
        <translation type="vanished">Annotatoren sehen Detektorboxen: %1</translation>
    </message>
    <message>
        <source>annotators see the ground truth: %1</source>
        <translation type="vanished">Annotatoren sehen die Ground Truth: %1</translation>
    </message>
    <message>
        <source>items locked after submit: %1</source>
        <translation type="vanished">Elemente nach dem Abschicken gesperrt: %1</translation>
    </message>
    <message>
        <source>break reminder: %1</source>
        <translation type="vanished">Pausenerinnerung: %1</translation>
    </message>
    <message>
        <source>after %1 min</source>
        <translation type="vanished">nach %1 min</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <source>protected by a passphrase: %1</source>
        <translation type="vanished">durch eine Passphrase geschützt: %1</translation>
    </message>
    <message>
        <source>sessions for annotators outside the plan: %1</source>
        <translation type="vanished">Sitzungen für Annotatoren außerhalb des Plans: %1</translation>
    </message>
    <message>
        <source>annotator %1: %2 items planned, %3 submitted</source>
        <translation type="vanished">Annotator %1: %2 Elemente geplant, %3 abgeschickt</translation>
    </message>
    <message>
        <source>The study (.editlens).</source>
        <translation type="vanished">Die Studie (.editlens).</translation>
    </message>
    <message>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation type="vanished">Die Einstellungen des Plans sowie die geplanten und abgeschickten Elemente jedes Annotators ausgeben; nichts ändern.</translation>
    </message>
    <message>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation type="vanished">Annotatoren, für die geplant wird, durch Kommas getrennt (jeder erhält eine aus dem Seed erzeugte Reihenfolge).</translation>
    </message>
    <message>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation type="vanished">ratings (Standard), preferences (paarweise, ausgewogener Paarplan) oder mixed (jedes zweite Element ein Paar).</translation>
    </message>
    <message>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation type="vanished">Gezeigte Paare pro Präferenz-Element (Standard 0 = jedes Paar).</translation>
    </message>
    <message>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation type="vanished">Seed der Studie (Standard: der aktuelle Seed des Plans).</translation>
    </message>
    <message>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation type="vanished">Gezeigte Systeme, durch Kommas getrennt (Standard: alle Systeme).</translation>
    </message>
    <message>
        <source>Item ids in the plan (default: every item).</source>
        <translation type="vanished">Element-IDs im Plan (Standard: alle Elemente).</translation>
    </message>
    <message>
        <source>Item ids of gold / attention items.</source>
        <translation type="vanished">Element-IDs der Gold- / Aufmerksamkeits-Elemente.</translation>
    </message>
    <message>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation type="vanished">Annotatoren sehen die Namen der Systeme (standardmäßig sehen sie Ausgabe A, B, …).</translation>
    </message>
    <message>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation type="vanished">Annotatoren sehen die Unterschiedsboxen der Detektoren (eine DICE-D-Prüfung).</translation>
    </message>
    <message>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation type="vanished">Annotatoren sehen Ground-Truth-Boxen und Referenzbilder.</translation>
    </message>
    <message>
        <source>Submitted items stay editable.</source>
        <translation type="vanished">Abgeschickte Elemente bleiben bearbeitbar.</translation>
    </message>
    <message>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation type="vanished">Pausenerinnerung nach N Minuten Arbeit (Standard 45, 0 = keine).</translation>
    </message>
    <message>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation type="vanished">Text, der Annotatoren über der Anleitung des Bewertungsschemas angezeigt wird.</translation>
    </message>
    <message>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation type="vanished">Wie es weitergeht; wird angezeigt, wenn ein Annotator fertig ist.</translation>
    </message>
    <message>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation type="vanished">Datei, deren erste Zeile die aktuelle Passphrase des Plans ist („-“: Standardeingabe); oder setzen Sie EDITLENS_PLAN_PASSPHRASE.</translation>
    </message>
    <message>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation type="vanished">Datei, deren erste Zeile die neue Passphrase des Plans wird (gespeichert als gesalzener PBKDF2-Hash, nie als Klartext).</translation>
    </message>
    <message>
        <source>Let anyone with the study file change the plan.</source>
        <translation type="vanished">Jedem mit der Studiendatei erlauben, den Plan zu ändern.</translation>
    </message>
    <message>
        <source>A name outside the plan may open a session, after the window asks whether to continue as a new annotator (by default only planned annotators may).</source>
        <translation type="vanished">Ein Name außerhalb des Plans darf eine Sitzung öffnen, nachdem das Fenster gefragt hat, ob als neuer Annotator fortgefahren werden soll (standardmäßig dürfen das nur geplante Annotatoren).</translation>
    </message>
    <message>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation type="vanished">Legt den Plan einer Nutzerstudie fest: die aus dem Seed erzeugte Reihenfolge der Elemente jedes Annotators, die Aufgabe, was Annotatoren in ihren Sitzungen sehen dürfen (editlens STUDY --annotator NAME), und die Passphrase, die den Plan schützt.</translation>
    </message>
    <message>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="vanished">plan benötigt --annotators NAMES, eine --task aus ratings, preferences oder mixed, ganze Zahlen ab 0 für --pairs-per-item, --break-minutes und --seed und nicht zugleich --new-passphrase-file und --remove-passphrase</translation>
    </message>
    <message>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation type="vanished">der Plan ist durch eine Passphrase geschützt: Geben Sie sie mit --passphrase-file oder EDITLENS_PLAN_PASSPHRASE an; nichts wurde geändert</translation>
    </message>
    <message>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation type="vanished">das ist nicht die Passphrase des Plans; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the study has no system &apos;%1&apos;</source>
        <translation type="vanished">die Studie hat kein System „%1“</translation>
    </message>
    <message>
        <source>the study has no item &apos;%1&apos;</source>
        <translation type="vanished">die Studie hat kein Element „%1“</translation>
    </message>
</context>
<context>
    <name>editlens::core</name>
    <message>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation type="vanished">das ist eine Datei; der DICE-Export schreibt einen Ordner (geben Sie einen neuen oder vorhandenen Ordner an)</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation type="vanished">der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>no visible edit could be made of this photograph</source>
        <translation type="vanished">aus diesem Foto ließ sich keine sichtbare Bearbeitung erzeugen</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation type="vanished">Ordner nicht vorhanden</translation>
    </message>
    <message>
        <source>the objects file names no image</source>
        <translation type="vanished">die Objektdatei nennt kein Bild</translation>
    </message>
    <message>
        <source>the folder holds no image file</source>
        <translation type="vanished">der Ordner enthält keine Bilddatei</translation>
    </message>
    <message>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation type="vanished">kein lesbares Bild mit mindestens 32 Pixeln Seitenlänge; übersprungen</translation>
    </message>
    <message>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation type="vanished">kein Objekt bedeckt 0,2 % bis 35 % des Bildes; übersprungen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="vanished">abgebrochen</translation>
    </message>
    <message>
        <source>cannot move the images to their folder (does it exist now?)</source>
        <translation type="vanished">die Bilder können nicht in ihren Ordner verschoben werden (existiert er inzwischen?)</translation>
    </message>
    <message>
        <source>cannot write the manifest</source>
        <translation type="vanished">das Manifest kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the number of pairs must be at least 1</source>
        <translation type="vanished">die Anzahl der Paare muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the study already exists; choose another name</source>
        <translation type="vanished">die Studie existiert bereits; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation type="vanished">der Bildordner der Studie existiert bereits; entfernen Sie ihn oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>no usable photograph (see the warnings above)</source>
        <translation type="vanished">kein brauchbares Foto (siehe die Warnungen oben)</translation>
    </message>
    <message>
        <source>cannot create folder: %1</source>
        <translation type="vanished">Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot create folder</source>
        <translation type="vanished">Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>item id</source>
        <translation type="vanished">Element-ID</translation>
    </message>
    <message>
        <source>instruction</source>
        <translation type="vanished">Anweisung</translation>
    </message>
    <message>
        <source>source image</source>
        <translation type="vanished">Quellbild</translation>
    </message>
    <message>
        <source>ground-truth image</source>
        <translation type="vanished">Ground-Truth-Bild</translation>
    </message>
    <message>
        <source>edited image</source>
        <translation type="vanished">bearbeitetes Bild</translation>
    </message>
    <message>
        <source>source caption</source>
        <translation type="vanished">Bildunterschrift Quelle</translation>
    </message>
    <message>
        <source>target caption</source>
        <translation type="vanished">Bildunterschrift Ziel</translation>
    </message>
    <message>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation type="vanished">die Datei ist leer; erwartet wird eine Kopfzeile mit den Spaltennamen</translation>
    </message>
    <message>
        <source>%1; the header has: %2</source>
        <translation type="vanished">%1; die Kopfzeile enthält: %2</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation type="vanished">die Kopfzeile nennt die Spalte „%1“ zweimal</translation>
    </message>
    <message>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation type="vanished">die Spalte „%2“ (%1) steht nicht in der Kopfzeile; diese enthält: %3</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation type="vanished">die Spalte „%1“ ist doppelt zugeordnet (als %2 und als %3)</translation>
    </message>
    <message>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation type="vanished">die Spalten „%1“ und „%2“ sind beide dem System „%3“ zugeordnet; benennen Sie eine anders</translation>
    </message>
    <message>
        <source>cannot finish the new study: its log could not be written into the study file (%1)</source>
        <translation type="vanished">die neue Studie kann nicht abgeschlossen werden: ihr Protokoll konnte nicht in die Studiendatei geschrieben werden (%1)</translation>
    </message>
    <message>
        <source>cannot move the new study to its name: %1</source>
        <translation type="vanished">die neue Studie kann nicht unter ihren Namen verschoben werden: %1</translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceClipStage</name>
    <message>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation type="vanished">nicht verfügbar: kein Modellordner angegeben (--models DIR oder EDITLENS_MODELS)</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation type="vanished">nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation type="vanished">eine CLIP-Bildeinbettung ist null (%1)</translation>
    </message>
    <message>
        <source>no coherent box lies inside its image (%1)</source>
        <translation type="vanished">keine kohärente Box liegt innerhalb ihres Bildes (%1)</translation>
    </message>
    <message>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation type="vanished">das Element hat weder eine Anweisung noch eine Zielbildunterschrift (%1)</translation>
    </message>
    <message>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation type="vanished">eine CLIP-Einbettung ist null, oder Bild- und Textseite unterscheiden sich (%1)</translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because no differences of origin &apos;%3&apos; were recorded for them (never annotated or detected by it)</source>
        <translation type="vanished">nicht verfügbar bei %1 von %2 Ausgabe(n), da für sie keine Unterschiede der Herkunft „%3“ erfasst wurden (von ihr nie annotiert oder erkannt)</translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because the study has no differences of origin &apos;%3&apos; (it has: %4)</source>
        <translation type="vanished">nicht verfügbar bei %1 von %2 Ausgabe(n), da die Studie keine Unterschiede der Herkunft „%3“ hat (vorhanden: %4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <source>not computed on %1 output(s), for example: %2</source>
        <translation type="vanished">bei %1 Ausgabe(n) nicht berechnet, zum Beispiel: %2</translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceExport</name>
    <message>
        <source>no output folder named</source>
        <translation type="vanished">kein Ausgabeordner angegeben</translation>
    </message>
    <message>
        <source>export cancelled</source>
        <translation type="vanished">Export abgebrochen</translation>
    </message>
    <message>
        <source>the study has no differences to export</source>
        <translation type="vanished">die Studie hat keine Unterschiede zum Exportieren</translation>
    </message>
    <message>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation type="vanished">keine Unterschiede der Herkunft „%1“; die Studie hat Unterschiede von: %2</translation>
    </message>
</context>
<context>
    <name>editlens::core::EntryWriter</name>
    <message>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation type="vanished">ein Unterschied benötigt sowohl das Original als auch das bearbeitete Bild, die die Studie nicht hat</translation>
    </message>
    <message>
        <source>the %1 image of a %2 box has no known size</source>
        <translation type="vanished">das %1 einer %2-Box hat keine bekannte Größe</translation>
    </message>
    <message>
        <source>original</source>
        <translation type="vanished">Originalbild</translation>
    </message>
    <message>
        <source>edited</source>
        <translation type="vanished">bearbeitete Bild</translation>
    </message>
    <message>
        <source>a box is still normalized</source>
        <translation type="vanished">eine Box ist noch normalisiert</translation>
    </message>
    <message>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation type="vanished">die %1-Box „%2“ ist innerhalb ihres Bildes leer</translation>
    </message>
    <message>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation type="vanished">die Begründung von „%1“ enthält eine eigene Zeile Decision:/Answer:, die ein DICE-Leser für die Entscheidung halten würde</translation>
    </message>
    <message>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation type="vanished">Element „%1“, System „%2“: %3</translation>
    </message>
</context>
<context>
    <name>editlens::core::OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation type="vanished">kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>no output file named</source>
        <translation type="vanished">keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <source>it is a folder; name a file</source>
        <translation type="vanished">das ist ein Ordner; geben Sie eine Datei an</translation>
    </message>
    <message>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation type="vanished">das ist weder eine reguläre Datei noch ein zeichenorientiertes Gerät noch eine Pipe; Schreiben wird verweigert</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation type="vanished">die Datei ist nicht geöffnet</translation>
    </message>
    <message>
        <source>short write</source>
        <translation type="vanished">unvollständiger Schreibvorgang</translation>
    </message>
</context>
<context>
    <name>editlens::core::RowReader</name>
    <message>
        <source>this row has %1 fields but the header has %2</source>
        <translation type="vanished">diese Zeile hat %1 Felder, die Kopfzeile aber %2</translation>
    </message>
    <message>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation type="vanished">die Spalte „%2“ (%1) ist leer</translation>
    </message>
    <message>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation type="vanished">Element-ID „%1“ wird bereits in Zeile %2 verwendet</translation>
    </message>
    <message>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation type="vanished">diese Zeile hat kein Bild in ihren Spalten für bearbeitete Bilder oder Ground Truth (%1)</translation>
    </message>
</context>
<context>
    <name>editlens::core::StudyStore</name>
    <message>
        <source>cannot configure the database (%1): %2</source>
        <translation type="obsolete">die Datenbank kann nicht konfiguriert werden (%1): %2</translation>
    </message>
    <message>
        <source>cannot write study settings: %1</source>
        <translation type="obsolete">Studieneinstellungen können nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>editlens::core::TableImport</name>
    <message>
        <source>Table of image pairs, CSV or TSV</source>
        <translation type="vanished">Tabelle mit Bildpaaren, CSV oder TSV</translation>
    </message>
    <message>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation type="vanished">CSV- oder TSV-Tabelle, eine Bearbeitung pro Zeile: Spalten für Anweisung, Quellbild, bearbeitete Bilder (je ein System) und optional Element-ID, Ground Truth (Ziel) und Bildunterschriften; Spalten werden über den Namen in der Kopfzeile gefunden oder zugeordnet</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="vanished">kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation type="vanished">keine Spalte ist als %1 („%2“) zugeordnet</translation>
    </message>
    <message>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation type="vanished">keine Spalte ist einem bearbeiteten Bild („output“) oder der Ground Truth („target“) zugeordnet</translation>
    </message>
    <message>
        <source>import cancelled; the study was not changed</source>
        <translation type="vanished">Import abgebrochen; die Studie wurde nicht verändert</translation>
    </message>
    <message>
        <source>the table has a header but no rows</source>
        <translation type="vanished">die Tabelle hat eine Kopfzeile, aber keine Zeilen</translation>
    </message>
</context>
<context>
    <name>editlens::core::synth</name>
    <message>
        <source>&apos;%1&apos; must be an array</source>
        <translation type="vanished">„%1“ muss ein Array sein</translation>
    </message>
    <message>
        <source>cannot open the objects file: %1</source>
        <translation type="vanished">die Objektdatei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="vanished">ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation type="vanished">ein COCO-Objekt mit „images“, „annotations“ und „categories“ erwartet</translation>
    </message>
    <message>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation type="vanished">Kategorie %1 braucht eine ganzzahlige „id“ und einen „name“</translation>
    </message>
    <message>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation type="vanished">Bild %1 braucht eine ganzzahlige „id“ und einen „file_name“</translation>
    </message>
    <message>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation type="vanished">Bild %1: „%2“ muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>image id %1 is given twice</source>
        <translation type="vanished">Bild-ID %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>annotation %1: %2</source>
        <translation type="vanished">Annotation %1: %2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="vanished">muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation type="vanished">„image_id“ muss ein Bild der Datei nennen</translation>
    </message>
    <message>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation type="vanished">„category_id“ muss eine Kategorie der Datei nennen</translation>
    </message>
    <message>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation type="vanished">„bbox“ muss [x, y, width, height] mit Breite und Höhe von mindestens 0 sein</translation>
    </message>
    <message>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation type="vanished">„segmentation“ muss eine Liste von Polygonen [x0, y0, x1, y1, ...] mit jeweils mindestens drei Punkten sein</translation>
    </message>
    <message>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation type="vanished">die Datei enthält kein zu bearbeitendes Objekt (keine Annotation mit Polygon oder Box)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AlignmentDock</name>
    <message>
        <location filename="../ui/alignmentview/alignmentdock.cpp" line="+45"/>
        <source>Alignment</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>VIEScore: tanh(mean ρ)</source>
        <translation>VIEScore: tanh(Mittel ρ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fisher: tanh(mean atanh ρ)</source>
        <translation>Fisher: tanh(Mittel atanh ρ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of ρ</source>
        <translation>Mittelwert von ρ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pooled: one ρ over all outputs</source>
        <translation>Gepoolt: ein ρ über alle Ausgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the per-system correlations are combined: tanh of their mean as in VIEScore&apos;s code (Ku et al., 2024), the Fisher z mean, the plain mean, or one correlation pooled over all outputs.</source>
        <translation>Wie die Korrelationen je System zusammengefasst werden: tanh ihres Mittelwerts wie im Code von VIEScore (Ku et al., 2024), das Fisher-z-Mittel, der einfache Mittelwert oder eine über alle Ausgaben gepoolte Korrelation.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System pairs</source>
        <translation>Systempaare</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dimension:</source>
        <translation>Dimension:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a study to see how well the metrics agree with the people.</source>
        <translation>Öffnen Sie eine Studie, um zu sehen, wie gut die Metriken mit den menschlichen Urteilen übereinstimmen.</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1 ratings · %2 items · %3</source>
        <translation>%1 Bewertungen · %2 Elemente · %3</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Reading the ratings…</source>
        <translation>Bewertungen werden gelesen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the ratings: %1</source>
        <translation>Die Bewertungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 ratings · %2 items · %3 systems</source>
        <translation type="vanished">%1 Bewertungen · %2 Elemente · %3 Systeme</translation>
    </message>
    <message numerus="yes">
        <location line="+140"/>
        <source> · subset %1: %n output(s)</source>
        <translation>
            <numerusform> · Teilmenge %1: %n Ausgabe</numerusform>
            <numerusform> · Teilmenge %1: %n Ausgaben</numerusform>
        </translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1 (lower is better)</source>
        <translation>%1 (niedriger ist besser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>people: %1</source>
        <translation>Menschen: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationController</name>
    <message>
        <location filename="../ui/annotate/annotationcontroller.cpp" line="+78"/>
        <source>&amp;Annotate</source>
        <translation>A&amp;nnotieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch &amp;Annotator…</source>
        <translation>&amp;Annotator wechseln…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rate Next Unrated Item</source>
        <translation>&amp;Nächstes unbewertetes Element bewerten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation>Element ab&amp;schicken und weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;vise Item…</source>
        <translation>Element &amp;überarbeiten…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prefer &amp;Left</source>
        <translation>&amp;Links bevorzugen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer &amp;Right</source>
        <translation>&amp;Rechts bevorzugen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tie</source>
        <translation>&amp;Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Both Bad</source>
        <translation>&amp;Beide schlecht</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit &amp;Tools</source>
        <translation>Bearbeitungs&amp;werkzeuge</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next Output with Unreviewed &amp;Detector Boxes</source>
        <translation>Nächste Ausgabe mit ungeprüften &amp;Detektorboxen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Incomplete Output</source>
        <translation>Nächste &amp;unvollständige Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Unreviewed ▸</source>
        <translation>Nächste ungeprüfte ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Incomplete ▸</source>
        <translation>Nächste unvollständige ▸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>R&amp;ubric…</source>
        <translation>Bewertungssc&amp;hema…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan…</source>
        <translation>Studien&amp;plan…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open a study first</source>
        <translation>öffnen Sie zuerst eine Studie</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">ein Annotator braucht einen Namen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot switch the annotator</source>
        <translation>Der Annotator kann nicht gewechselt werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+124"/>
        <source>Cannot read the study plan</source>
        <translation>Der Studienplan kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1 has judged every item of the plan.</source>
        <translation>%1 hat alle Elemente des Plans beurteilt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose an annotator first (Annotate → Switch Annotator…).</source>
        <translation>Wählen Sie zuerst einen Annotator (Annotieren → Annotator wechseln…).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot find the next output</source>
        <translation>Die nächste Ausgabe kann nicht gefunden werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has marked every output complete.</source>
        <translation>%1 hat alle Ausgaben als vollständig markiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has reviewed every detector box of the study.</source>
        <translation>%1 hat alle Detektorboxen der Studie geprüft.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is the last output %1 has not marked complete.</source>
        <translation>Dies ist die letzte Ausgabe, die %1 nicht als vollständig markiert hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last output with detector boxes %1 has not reviewed.</source>
        <translation>Dies ist die letzte Ausgabe mit Detektorboxen, die %1 nicht geprüft hat.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Item %1 submitted.</source>
        <translation>Element %1 abgeschickt.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot read the study</source>
        <translation>Die Studie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <source>Cannot save the rubric</source>
        <translation>Das Bewertungsschema kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Study plan saved.</source>
        <translation>Studienplan gespeichert.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationDock</name>
    <message>
        <location filename="../ui/annotate/annotationdock.cpp" line="+23"/>
        <source>Annotate</source>
        <translation>Annotieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revise…</source>
        <translation>Überarbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All outputs side by side</source>
        <translation>Alle Ausgaben nebeneinander</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Keys: 1–9 rate the framed dimension · Tab next dimension / output · Ctrl+Enter submit and go to the next item · Ctrl+Z undo</source>
        <translation>Tasten: 1–9 bewerten die umrahmte Dimension · Tab nächste Dimension / Ausgabe · Strg+Eingabe abschicken und zum nächsten Element · Strg+Z rückgängig</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rate every output of the item in its own column, or one output at a time</source>
        <translation>Jede Ausgabe des Elements in einer eigenen Spalte bewerten oder eine Ausgabe nach der anderen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-open this submitted item; you will be asked for a reason, which is logged</source>
        <translation>Dieses abgeschickte Element wieder öffnen; Sie werden nach einem Grund gefragt, der protokolliert wird</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a study to annotate.</source>
        <translation>Öffnen Sie eine Studie, um zu annotieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose an annotator (Annotate → Switch Annotator…) to rate.</source>
        <translation>Wählen Sie einen Annotator (Annotieren → Annotator wechseln…), um zu bewerten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted and locked — read-only.</source>
        <translation>Abgeschickt und gesperrt — schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted (revisions are allowed in this study).</source>
        <translation>Abgeschickt (Überarbeitungen sind in dieser Studie erlaubt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not submitted yet.</source>
        <translation>Noch nicht abgeschickt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 items done</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 Elemente erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotator: %1 · %2</source>
        <translation>Annotator: %1 · %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Revise Item</source>
        <translation>Element überarbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why does this submitted item need a change? (logged)</source>
        <translation>Warum muss dieses abgeschickte Element geändert werden? (wird protokolliert)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorDialog</name>
    <message>
        <location filename="../ui/annotate/annotatordialog.cpp" line="+22"/>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who is annotating? Every judgement is stored with this name.</source>
        <translation>Wer annotiert? Jedes Urteil wird unter diesem Namen gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>or a new annotator&apos;s name</source>
        <translation>oder der Name eines neuen Annotators</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New:</source>
        <translation>Neu:</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorWindow</name>
    <message>
        <location filename="../ui/session/annotatorwindow_layout.cpp" line="+47"/>
        <source>Instructions (F1)</source>
        <translation>Anleitung (F1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reference result</source>
        <translation>Referenzergebnis</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Submit and go to the next item (Ctrl+Enter)</source>
        <translation>Abschicken und zum nächsten Element (Strg+Eingabe)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation>Element ab&amp;schicken und weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take a &amp;Break</source>
        <translation>&amp;Pause machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan (Passphrase)…</source>
        <translation>Stu&amp;dienplan (Passphrase)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">ein Annotator braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow_open.cpp" line="+62"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Connected to the server again: every rating made meanwhile is saved there.</source>
        <translation type="vanished">Wieder mit dem Server verbunden: jede zwischenzeitliche Bewertung ist dort gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>The server cannot be reached. %n rating(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation type="vanished">
            <numerusform>Der Server ist nicht erreichbar. %n Bewertung auf diesem Computer aufbewahrt; sie wird gesendet, sobald er wieder da ist (Versuch alle paar Sekunden).</numerusform>
            <numerusform>Der Server ist nicht erreichbar. %n Bewertungen auf diesem Computer aufbewahrt; sie werden gesendet, sobald er wieder da ist (Versuch alle paar Sekunden).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connected to the server again: every answer given meanwhile is saved there.</source>
        <translation>Wieder mit dem Server verbunden: jede zwischenzeitlich gegebene Antwort ist dort gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The server cannot be reached. %n answer(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation>
            <numerusform>Der Server ist nicht erreichbar. %n Antwort auf diesem Computer aufbewahrt; sie wird gesendet, sobald er wieder da ist (Versuch alle paar Sekunden).</numerusform>
            <numerusform>Der Server ist nicht erreichbar. %n Antworten auf diesem Computer aufbewahrt; sie werden gesendet, sobald er wieder da ist (Versuch alle paar Sekunden).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n answer(s) could not be stored on the server: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n Antwort konnte nicht auf dem Server gespeichert werden: %1. Sie wird auf diesem Computer gesondert aufbewahrt (%2).</numerusform>
            <numerusform>%n Antworten konnten nicht auf dem Server gespeichert werden: %1. Sie werden auf diesem Computer gesondert aufbewahrt (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>EditLens — annotating as %1</source>
        <translation>EditLens — Annotation als %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; has no plan in this study; a session opens only for an annotator of its plan (the person running the study can add &apos;%1&apos; to the plan)</source>
        <translation>„%1“ hat keinen Plan in dieser Studie; eine Sitzung wird nur für einen Annotator des Plans geöffnet (die Studienleitung kann „%1“ zum Plan hinzufügen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; has no plan in this study; did you mean &apos;%2&apos;?</source>
        <translation>„%1“ hat keinen Plan in dieser Studie; meinten Sie „%2“?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no plan in this study; no session was opened</source>
        <translation>„%1“ hat keinen Plan in dieser Studie; es wurde keine Sitzung geöffnet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no plan in this study — continue as a new annotator?</source>
        <translation>%1 hat keinen Plan in dieser Studie — als neuer Annotator fortfahren?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The plan has %1. If that is you, choose No and open the session as %1.</source>
        <translation>Der Plan enthält %1. Wenn Sie das sind, wählen Sie „Nein“ und öffnen Sie die Sitzung als %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New annotator</source>
        <translation>Neuer Annotator</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+144"/>
        <source>Time for a break</source>
        <translation>Zeit für eine Pause</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have been working for %n minute(s). Rest your eyes for a few minutes: everything is saved, and the item waits for you.</source>
        <translation>
            <numerusform>Sie arbeiten seit %n Minute. Gönnen Sie Ihren Augen ein paar Minuten Ruhe: Alles ist gespeichert, und das Element wartet auf Sie.</numerusform>
            <numerusform>Sie arbeiten seit %n Minuten. Gönnen Sie Ihren Augen ein paar Minuten Ruhe: Alles ist gespeichert, und das Element wartet auf Sie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything is saved, and the item waits for you.</source>
        <translation>Alles ist gespeichert, und das Element wartet auf Sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Everything you answered is saved in the study; there is nothing else to do. You can close this window now. The person running the study collects the results; if you want to change an answer, ask them.</source>
        <translation>Alle Ihre Antworten sind in der Studie gespeichert; es gibt nichts weiter zu tun. Sie können dieses Fenster jetzt schließen. Die Studienleitung sammelt die Ergebnisse ein; wenn Sie eine Antwort ändern möchten, wenden Sie sich bitte an sie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you — all done!</source>
        <translation>Vielen Dank — alles erledigt!</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have judged all %n item(s) of your plan.</source>
        <translation>
            <numerusform>Sie haben %n Element Ihres Plans beurteilt.</numerusform>
            <numerusform>Sie haben alle %n Elemente Ihres Plans beurteilt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;i&gt;No instruction was given for this item.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Für dieses Element wurde keine Anweisung angegeben.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instruction: &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>Anweisung: &lt;b&gt;„%1“&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Left: %1</source>
        <translation>Links: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: %1</source>
        <translation>Rechts: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 of %n item(s) done</source>
        <extracomment>The progress bar&apos;s text: %1 items done of the %n in the annotator&apos;s plan</extracomment>
        <translation>
            <numerusform>%1 von %n Element erledigt</numerusform>
            <numerusform>%1 von %n Elementen erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>no image</source>
        <translation type="vanished">kein Bild</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation type="vanished">wird geladen…</translation>
    </message>
    <message>
        <source>cannot read the image</source>
        <translation type="vanished">das Bild kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 of %2 items done</source>
        <extracomment>%v items done of %m in the annotator&apos;s plan</extracomment>
        <translation type="vanished">%1 von %2 Elementen erledigt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Please answer every question first: the one in focus has no answer yet.</source>
        <translation>Bitte beantworten Sie zuerst alle Fragen: Die markierte Frage hat noch keine Antwort.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Please answer the question about every detector box first.</source>
        <translation>Bitte beantworten Sie zuerst die Frage zu jedem Detektor-Rahmen.</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow_layout.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Images</source>
        <translation>Bilder &amp;einpassen</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+18"/>
        <source>Submitted and kept on this computer. The server cannot be reached: the next item appears as soon as it is back.</source>
        <translation>Abgeschickt und auf diesem Computer aufbewahrt. Der Server ist nicht erreichbar: das nächste Element erscheint, sobald er wieder da ist.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Study Plan</source>
        <translation>Studienplan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan of this study is set by the person running it and cannot be changed from an annotator&apos;s session.</source>
        <translation>Der Plan dieser Studie wird von der Studienleitung festgelegt und kann in einer Annotator-Sitzung nicht geändert werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the study</source>
        <translation>Die Studie kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorsDock</name>
    <message>
        <location filename="../ui/docks/annotatorsdock.cpp" line="+32"/>
        <source>Annotators</source>
        <translation>Annotierende</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+145"/>
        <location line="+12"/>
        <source>Exclude from alignment</source>
        <translation>Vom Übereinstimmungsabgleich ausschließen</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Annotator</source>
        <translation>Annotierende(r)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Submitted / planned</source>
        <translation>Abgegeben / geplant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged items</source>
        <translation>Beurteilte Elemente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds per item</source>
        <translation>Sekunden pro Element</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed checks</source>
        <translation>Nicht bestandene Prüfungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agreement (r)</source>
        <translation>Übereinstimmung (r)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>Übereinstimmungsabgleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time on an item (median in brackets)</source>
        <translation>Mittlere Zeit pro Element (Median in Klammern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention checks failed: gold answers missed, of those taken</source>
        <translation>Nicht bestandene Aufmerksamkeitsprüfungen: verfehlte Goldantworten, von den absolvierten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pearson r between their ratings and the mean of the other annotators&apos; ratings of the same output and dimension (n: ratings shared with at least one other)</source>
        <translation>Pearson-r zwischen ihren Bewertungen und dem Mittelwert der Bewertungen der anderen Annotatoren für dieselbe Ausgabe und Dimension (n: mit mindestens einem anderen geteilte Bewertungen)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>excluded</source>
        <translation>ausgeschlossen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>included</source>
        <translation>einbezogen</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+12"/>
        <source>Include in alignment</source>
        <translation>In den Übereinstimmungsabgleich einbeziehen</translation>
    </message>
    <message>
        <source>Gold met</source>
        <translation type="vanished">Gold erfüllt</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation type="vanished">–</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="vanished">%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n annotator(s)</source>
        <translation>
            <numerusform>%n Annotierende(r)</numerusform>
            <numerusform>%n Annotierende</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::BoxReview</name>
    <message>
        <location filename="../ui/session/boxreview.cpp" line="+83"/>
        <source>A real change,
asked for</source>
        <translation>Echte Änderung,
verlangt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The box marks a real change that the instruction asked for</source>
        <translation>Der Rahmen markiert eine echte Änderung, die die Anweisung verlangt hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real change,
not asked for</source>
        <translation>Echte Änderung,
nicht verlangt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The box marks a real change that the instruction did not ask for</source>
        <translation>Der Rahmen markiert eine echte Änderung, die die Anweisung nicht verlangt hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such
change</source>
        <translation>Keine solche
Änderung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing changed there, or not what the box says</source>
        <translation>Dort hat sich nichts geändert, oder nicht das, was der Rahmen angibt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Box %1: %2 %3</source>
        <translation>Rahmen %1: %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The detector&apos;s boxes on %1: is each a real change, and did the instruction ask for it?</source>
        <translation>Die Rahmen des Detektors auf %1: Ist jeder eine echte Änderung, und hat die Anweisung sie verlangt?</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Review box %1</source>
        <translation>Rahmen %1 prüfen</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparisonview_overlays.cpp" line="+128"/>
        <source>Left · %1</source>
        <translation>Links · %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right · %1</source>
        <translation>Rechts · %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+9"/>
        <source>Difference Evaluation</source>
        <translation>Unterschiedsbewertung</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the tables again from the study file (for example after a score run in a terminal)</source>
        <translation>Die Tabellen erneut aus der Studiendatei berechnen (zum Beispiel nach einem Scoring-Lauf im Terminal)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No study open.</source>
        <translation>Keine Studie geöffnet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computed from the study as saved.</source>
        <translation>Aus dem gespeicherten Stand der Studie berechnet.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesDock</name>
    <message>
        <location filename="../ui/docks/differencesdock.cpp" line="+91"/>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept Difference</source>
        <translation>Unterschied annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject Difference</source>
        <translation>Unterschied ablehnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coherent: YES</source>
        <translation>Kohärent: JA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent: NO</source>
        <translation>Kohärent: NEIN</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hide differences whose confidence is under this threshold</source>
        <translation>Unterschiede ausblenden, deren Konfidenz unter diesem Schwellenwert liegt</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Accept the selected detector box as a real change: it becomes your annotation (truth) once you mark the output complete</source>
        <translation>Die ausgewählte Detektorbox als echte Änderung annehmen: Sie wird zu Ihrer Annotation (Wahrheit), sobald Sie die Ausgabe als vollständig markieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject the selected detector box: not a change, or not there; it never counts as truth</source>
        <translation>Die ausgewählte Detektorbox ablehnen: keine Änderung oder nicht vorhanden; sie zählt nie als Wahrheit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete: No Further Differences</source>
        <translation>Vollständig: keine weiteren Unterschiede</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark this output complete: its differences are the whole truth, so it joins the difference-detection evaluation set (detections on it that match nothing count as false positives, even when it has no difference)</source>
        <translation>Diese Ausgabe als vollständig markieren: Ihre Unterschiede sind die ganze Wahrheit, daher gehört sie zur Evaluationsmenge der Unterschiedserkennung (Detektionen darauf, die zu nichts passen, zählen als falsch positiv, auch wenn sie keinen Unterschied hat)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Rationale (optional)</source>
        <translation>Begründung (optional)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why:</source>
        <translation>Warum:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Label:</source>
        <translation>Label:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accepted and relabelled proposals count as your annotation (truth) once you mark the output complete; rejected ones do not.</source>
        <translation>Angenommene und neu beschriftete Vorschläge zählen als Ihre Annotation (Wahrheit), sobald Sie die Ausgabe als vollständig markieren; abgelehnte nicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A detector is still scored on what it proposed: an accepted box is a hit for it, a box relabelled to another op a miss for the op it guessed.</source>
        <translation>Ein Detektor wird weiterhin nach dem bewertet, was er vorgeschlagen hat: Eine angenommene Box ist ein Treffer für ihn, eine auf eine andere Operation neu beschriftete Box ein Fehler für die Operation, die er vermutet hat.</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Relabel box</source>
        <translation>Box neu beschriften</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n Unterschied</numerusform>
            <numerusform>%n Unterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n difference(s) shown</source>
        <translation>
            <numerusform>%1 von %n Unterschied angezeigt</numerusform>
            <numerusform>%1 von %n Unterschieden angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesModel</name>
    <message>
        <location filename="../ui/itemmodels/differencesmodel.cpp" line="+105"/>
        <source>DICE (imported)</source>
        <translation>DICE (importiert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detector: %1</source>
        <translation>Detektor: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator: %1</source>
        <translation>Annotator: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ground truth (%1)</source>
        <translation>Ground Truth (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relabelled</source>
        <translation>neu beschriftet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>YES</source>
        <translation>JA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No coherence label</source>
        <translation>Kein Kohärenz-Label</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no rationale)</source>
        <translation>(keine Begründung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled by %1</source>
        <translation>beschriftet von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No confidence: only a detector&apos;s boxes have one</source>
        <translation>Keine Konfidenz: Nur die Boxen eines Detektors haben eine</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conf.</source>
        <translation>Konf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent</source>
        <translation>Kohärent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DisagreementView</name>
    <message>
        <location filename="../ui/alignmentview/disagreementview.cpp" line="+56"/>
        <location line="+195"/>
        <source>Click a row: its worst pair, with both outputs&apos; numbers, is shown here.</source>
        <translation>Klicken Sie auf eine Zeile: Ihr schlechtestes Paar wird hier mit den Zahlen beider Ausgaben angezeigt.</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Edit type:</source>
        <translation>Bearbeitungstyp:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — „%2“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One output: its rank by the metric is %1 of the study&apos;s range away from its rank by the people.</source>
        <translation>Eine Ausgabe: Ihr Rang nach der Metrik liegt %1 des Wertebereichs der Studie von ihrem Rang nach den Menschen entfernt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>People prefer &lt;b&gt;%1&lt;/b&gt; over &lt;b&gt;%2&lt;/b&gt; on %3: mean %4 vs %5 (gap %6).</source>
        <translation>Menschen bevorzugen &lt;b&gt;%1&lt;/b&gt; gegenüber &lt;b&gt;%2&lt;/b&gt; bei %3: Mittelwert %4 vs. %5 (Abstand %6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 prefers &lt;b&gt;%2&lt;/b&gt;: %3 vs %4 for %5 (%6 is better).</source>
        <translation>%1 bevorzugt &lt;b&gt;%2&lt;/b&gt;: %3 vs. %4 für %5 (%6 ist besser).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower</source>
        <translation>niedriger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %2 comparable pair(s) reversed; %n metric tie(s) left out (no information).</source>
        <translation>
            <numerusform>%1 von %2 vergleichbaren Paaren umgekehrt; %n Gleichstand der Metrik ausgelassen (keine Information).</numerusform>
            <numerusform>%1 von %2 vergleichbaren Paaren umgekehrt; %n Gleichstände der Metrik ausgelassen (keine Information).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Driven by %1.</source>
        <translation>Verursacht durch %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+10"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>computing…</source>
        <translation>wird berechnet…</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Element</numerusform>
            <numerusform>%n Elemente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::EditTools</name>
    <message>
        <location filename="../ui/annotate/edittools.cpp" line="+23"/>
        <source>Select / Move</source>
        <translation>Auswählen / Verschieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Box</source>
        <translation>Box zeichnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Brush</source>
        <translation>Maskenpinsel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Eraser</source>
        <translation>Maskenradierer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Box → Mask (GrabCut)</source>
        <translation>Box → Maske (GrabCut)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select boxes; drag an annotator&apos;s box or its corner handles to move or resize it</source>
        <translation>Boxen auswählen; ziehen Sie die Box eines Annotators oder ihre Eckgriffe, um sie zu verschieben oder ihre Größe zu ändern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag on the original for a REMOVE box, on an output for an EDIT box</source>
        <translation>Ziehen Sie im Original für eine REMOVE-Box, in einer Ausgabe für eine EDIT-Box</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint the mask of the chosen kind</source>
        <translation>Die Maske der gewählten Art malen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase the mask of the chosen kind</source>
        <translation>Die Maske der gewählten Art radieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a box around an object: GrabCut segments it into the mask</source>
        <translation>Ziehen Sie eine Box um ein Objekt: GrabCut segmentiert es in die Maske</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete Box</source>
        <translation>Box löschen</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Mask:</source>
        <translation>Maske:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_edit (on the output)</source>
        <translation>M_edit (in der Ausgabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M_origin (on the original)</source>
        <translation>M_origin (im Original)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> Radius:</source>
        <translation> Radius:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ExportDialog</name>
    <message>
        <location filename="../ui/exportdialog.cpp" line="+30"/>
        <source>Differences of:</source>
        <translation>Unterschiede von:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 (folder)</source>
        <translation>%1 (Ordner)</translation>
    </message>
    <message>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes), an annotator or a detector</source>
        <translation type="vanished">Wessen Unterschiede geschrieben werden: „truth“ (die Ground Truth und bei als vollständig markierten Ausgaben die Boxen der Annotatoren, die sie abgeschlossen haben), ein Annotator oder ein Detektor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes: drawn, or detector boxes they accepted or relabelled), an annotator (the boxes they drew, accepted or relabelled) or a detector (its boxes as it proposed them)</source>
        <translation>Wessen Unterschiede geschrieben werden: „truth“ (die Ground Truth und bei als vollständig markierten Ausgaben die Boxen der Annotatoren, die sie abgeschlossen haben: gezeichnete oder Detektorboxen, die sie angenommen oder neu beschriftet haben), ein Annotator (die Boxen, die er gezeichnet, angenommen oder neu beschriftet hat) oder ein Detektor (seine Boxen, wie er sie vorgeschlagen hat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Into folder:</source>
        <translation>In Ordner:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To file:</source>
        <translation>In Datei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder (created when missing)</source>
        <translation>ein Ordner (wird bei Bedarf angelegt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a .%1 file</source>
        <translation>eine .%1-Datei</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export into Folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to File</source>
        <translation>In Datei exportieren</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ImportDialog</name>
    <message>
        <location filename="../ui/importdialog.cpp" line="+40"/>
        <source>Instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source image</source>
        <translation>Quellbild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited image (one system)</source>
        <translation>Bearbeitetes Bild (ein System)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground-truth image (target)</source>
        <translation>Ground-Truth-Bild (Ziel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item id</source>
        <translation>Element-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source caption</source>
        <translation>Bildunterschrift Quelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target caption</source>
        <translation>Bildunterschrift Ziel</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+53"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>a file or a folder</source>
        <translation>eine Datei oder ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File…</source>
        <translation>Datei…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder…</source>
        <translation>Ordner…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Detect automatically</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder</source>
        <translation>EditLens wählt das Format, das die Datei oder den Ordner erkennt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (folder)</source>
        <translation>%1 (Ordner)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What each column of the table holds. Every edited-image column becomes one editing system, named after the column unless you name it.</source>
        <translation>Was jede Spalte der Tabelle enthält. Jede Spalte mit bearbeiteten Bildern wird zu einem Bearbeitungssystem, benannt nach der Spalte, sofern Sie keinen Namen vergeben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>editing system, for files that do not name it</source>
        <translation>Bearbeitungssystem, für Dateien, die keines nennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotator, for rating files that do not name one</source>
        <translation>Annotator, für Bewertungsdateien, die keinen nennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric id, for judge or score files (e.g. viescore_gpt4o)</source>
        <translation>Metrik-ID, für Judge- oder Score-Dateien (z. B. viescore_gpt4o)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairwise judge, for files of judge votes (default: the folder&apos;s name)</source>
        <translation>paarweiser Judge, für Dateien mit Judge-Stimmen (Standard: Name des Ordners)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotator:</source>
        <translation>Annotator:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names:</source>
        <translation>Namen:</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Import File</source>
        <translation>Datei importieren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import Folder</source>
        <translation>Ordner importieren</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Detected: %1. %2</source>
        <translation>Erkannt: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder.</source>
        <translation>EditLens wählt das Format, das die Datei oder den Ordner erkennt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table is a file (.csv or .tsv), not a folder.</source>
        <translation>Eine Tabelle ist eine Datei (.csv oder .tsv), kein Ordner.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not imported</source>
        <translation>Nicht importiert</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Choose a file or a folder to import.</source>
        <translation>Wählen Sie eine Datei oder einen Ordner zum Importieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file or folder at this path.</source>
        <translation>Unter diesem Pfad gibt es keine Datei und keinen Ordner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is the study itself; choose another file.</source>
        <translation>Das ist die Studie selbst; wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens cannot tell the format of this input: choose its format in the Format list.</source>
        <translation>EditLens kann das Format dieser Eingabe nicht erkennen: Wählen Sie das Format in der Liste „Format“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: choose what the columns hold in the Columns table.</source>
        <translation>%1: Legen Sie in der Tabelle „Spalten“ fest, was die Spalten enthalten.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::InstructionsPage</name>
    <message>
        <location filename="../ui/session/sessionpages.cpp" line="+29"/>
        <location line="+77"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Instructions</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each item shows an original image, the instruction given to an image editor, and the edited images it produced. The editors are not named: judge only what you see.</source>
        <translation>Jedes Element zeigt ein Originalbild, die Anweisung an ein Bildbearbeitungssystem und die damit erzeugten bearbeiteten Bilder. Die Systeme werden nicht genannt: Beurteilen Sie nur, was Sie sehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The questions</source>
        <translation>Die Fragen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On some items you compare two edited images side by side: for each question, say which one is better, that they are about the same, or that both are bad.</source>
        <translation>Bei manchen Elementen vergleichen Sie zwei bearbeitete Bilder nebeneinander: Geben Sie bei jeder Frage an, welches besser ist, ob beide etwa gleich sind oder ob beide schlecht sind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>answer the question in focus (the n-th button)</source>
        <translation>die markierte Frage beantworten (die n-te Schaltfläche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>the previous / next answer</source>
        <translation type="vanished">die vorherige / nächste Antwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>move the dashed highlight between the answers (this saves nothing)</source>
        <translation>die gestrichelte Hervorhebung zwischen den Antworten verschieben (dies speichert nichts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Return</source>
        <translation>Leertaste / Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>save the highlighted answer</source>
        <translation>die hervorgehobene Antwort speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+← / Shift+→ / Shift+↓ / B</source>
        <translation>Umschalt+← / Umschalt+→ / Umschalt+↓ / B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when two images are compared: left is better / right is better / about the same / both bad</source>
        <translation>beim Vergleich zweier Bilder: links ist besser / rechts ist besser / etwa gleich / beide schlecht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab, ↓ / ↑</source>
        <translation>Tab / Umschalt+Tab, ↓ / ↑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous question (then the next image)</source>
        <translation>die nächste / vorherige Frage (danach das nächste Bild)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Down / Page Up</source>
        <translation>Bild ab / Bild auf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous image</source>
        <translation>das nächste / vorherige Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Entf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear the answer in focus</source>
        <translation>die markierte Antwort löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Strg+Z / Strg+Umschalt+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undo / redo</source>
        <translation>rückgängig / wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter</source>
        <translation>Strg+Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>submit the item and go on to the next</source>
        <translation>das Element abschicken und zum nächsten wechseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O (held)</source>
        <translation>O (gedrückt halten)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the original in place of the edited image(s), to flicker between them</source>
        <translation>das Original anstelle des bearbeiteten Bildes bzw. der bearbeiteten Bilder, um zwischen ihnen hin- und herzuschalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel</source>
        <translation>Strg+= / Strg+- / Strg+0, Strg+Mausrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom all images in / out / back to fit</source>
        <translation>alle Bilder vergrößern / verkleinern / wieder einpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>these instructions</source>
        <translation>diese Anleitung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every answer is saved the moment you give it; you can stop and come back at any time.</source>
        <translation>Jede Antwort wird sofort gespeichert; Sie können jederzeit aufhören und später weitermachen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to work</source>
        <translation>Zurück zur Arbeit</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ItemListModel</name>
    <message>
        <location filename="../ui/itemmodels/itemlistmodel.cpp" line="+162"/>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean over the item&apos;s outputs: %1</source>
        <translation>Mittel über die Ausgaben des Elements: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n output(s) rated</source>
        <translation>
            <numerusform>%n Ausgabe bewertet</numerusform>
            <numerusform>%n Ausgaben bewertet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unrated</source>
        <translation>unbewertet</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Mean of %1 over the item&apos;s outputs</source>
        <translation>Mittelwert von %1 über die Ausgaben des Elements</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit type</source>
        <translation>Bearbeitungstyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated</source>
        <translation>Bewertet</translation>
    </message>
</context>
<context>
    <name>editlens::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+197"/>
        <source>Output:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Open a study (File → Open) or create one (File → New).</source>
        <translation>Öffnen Sie eine Studie (Datei → Öffnen) oder legen Sie eine neue an (Datei → Neu).</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+101"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+127"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+3"/>
        <source>&amp;New Study…</source>
        <translation>&amp;Neue Studie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Study…</source>
        <translation>Studie &amp;öffnen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import File…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import &amp;Folder…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/compare/compareactions.cpp" line="+35"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+6"/>
        <source>&amp;Next Item</source>
        <translation>&amp;Nächstes Element</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>Brush cleared: the browser shows every item again.</source>
        <translation>Auswahl aufgehoben: Die Übersicht zeigt wieder alle Elemente.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The browser shows the %n brushed item(s); click an empty spot of the plot to clear.</source>
        <translation>
            <numerusform>Die Übersicht zeigt das %n ausgewählte Element; klicken Sie auf eine leere Stelle im Diagramm, um die Auswahl aufzuheben.</numerusform>
            <numerusform>Die Übersicht zeigt die %n ausgewählten Elemente; klicken Sie auf eine leere Stelle im Diagramm, um die Auswahl aufzuheben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot store BPM</source>
        <translation>BPM kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="-6"/>
        <source>Export &amp;Report…</source>
        <translation>&amp;Bericht exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/undoactions.cpp" line="+22"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+37"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+101"/>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Item</source>
        <translation>&amp;Vorheriges Element</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next &amp;Output</source>
        <translation>Nächste &amp;Ausgabe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Study</source>
        <translation>&amp;Studie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score…</source>
        <translation>&amp;Scores berechnen…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compareactions.cpp" line="+2"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;In Fenster einpassen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Side by Side</source>
        <translation>&amp;Nebeneinander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Grid of All Outputs</source>
        <translation>Ras&amp;ter aller Ausgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;wipe</source>
        <translation>&amp;Wischen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;licker Mode</source>
        <translation>&amp;Flackermodus</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Show O&amp;verlays</source>
        <translation>Überlagerungen &amp;anzeigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Flicker Toggle</source>
        <translation>Flackern &amp;umschalten</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>La&amp;yers</source>
        <translation>Eb&amp;enen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Difference Boxes</source>
        <translation>&amp;Unterschiedsboxen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Heat-Map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_origin (o1 in the &amp;Original)</source>
        <translation>BPM M_origin (o1 im &amp;Original)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_edit (o2 in the O&amp;utput)</source>
        <translation>BPM M_edit (o2 in der &amp;Ausgabe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_origin ∪ M_&amp;edit</source>
        <translation>BPM M_origin ∪ M_&amp;edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM &amp;Preserved Region</source>
        <translation>BPM: unveränderter Be&amp;reich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM &amp;Boxes and S_modify Crops</source>
        <translation>BPM-&amp;Boxen und S_modify-Ausschnitte</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;BPM Rules</source>
        <translation>&amp;BPM-Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the &amp;Paper Defines Them</source>
        <translation>Wie im &amp;Paper definiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the &amp;Released Code Does</source>
        <translation>Wie im &amp;veröffentlichten Code</translation>
    </message>
    <message>
        <location filename="../ui/settings/settingsactions.cpp" line="+87"/>
        <source>&amp;Dark Palette</source>
        <translation>&amp;Dunkle Farbpalette</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Model Folder…</source>
        <translation>&amp;Modellordner…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder (TorchScript files)</source>
        <translation>Modellordner (TorchScript-Dateien)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Shortcut Sheet</source>
        <translation>&amp;Tastenkürzel-Übersicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About EditLens</source>
        <translation>Ü&amp;ber EditLens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About EditLens</source>
        <translation>Über EditLens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;A workbench for evaluating instruction-guided image editing: compare edits, compute metrics, annotate, and measure how well metrics agree with people.</source>
        <translation>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;Eine Werkbank zur Evaluation anweisungsgesteuerter Bildbearbeitung: Bearbeitungen vergleichen, Metriken berechnen, annotieren und messen, wie gut Metriken mit menschlichen Urteilen übereinstimmen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+67"/>
        <source>Open a study first</source>
        <translation>Öffnen Sie zuerst eine Studie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Storing BPM at α = %1…</source>
        <translation>BPM wird mit α = %1 gespeichert…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="-53"/>
        <source>This is the synthetic demo study: every edit was made by EditLens itself from real photographs, so that the truth is known. It is not the output of real editing models.</source>
        <translation>Dies ist die synthetische Demo-Studie: Jede Bearbeitung wurde von EditLens selbst aus echten Fotos erzeugt, damit die Wahrheit bekannt ist. Es handelt sich nicht um Ausgaben echter Bearbeitungsmodelle.</translation>
    </message>
    <message>
        <location filename="../ui/undoactions.cpp" line="-4"/>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/itemnavigator.cpp" line="+87"/>
        <source>Cannot read the study</source>
        <translation>Die Studie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators</source>
        <translation>%1 Elemente · %2 Ausgaben · %3 Systeme · %4 Bewertungen von %5 Annotatoren</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot read the study&apos;s scores: %1</source>
        <translation>Die Scores der Studie können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot load the item</source>
        <translation>Das Element kann nicht geladen werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-183"/>
        <source>&lt;i&gt;%1 — no instruction&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1 — keine Anweisung&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — „%2“</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+85"/>
        <source>New Study</source>
        <translation>Neue Studie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image folder of the study (every image must lie inside it)</source>
        <translation>Bildordner der Studie (alle Bilder müssen darin liegen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot create the study</source>
        <translation>Die Studie kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+53"/>
        <source>Cannot open the study</source>
        <translation>Die Studie kann nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <source>The server cannot be reached. %n edit(s) kept on this computer; they are sent when it is back.</source>
        <translation type="vanished">
            <numerusform>Der Server ist nicht erreichbar. %n Änderung auf diesem Computer aufbewahrt; sie wird gesendet, sobald er wieder da ist.</numerusform>
            <numerusform>Der Server ist nicht erreichbar. %n Änderungen auf diesem Computer aufbewahrt; sie werden gesendet, sobald er wieder da ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Open Study</source>
        <translation>Studie öffnen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Study As</source>
        <translation>Studie speichern unter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot save the study</source>
        <translation>Die Studie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>%1 — EditLens</source>
        <translation>%1 — EditLens</translation>
    </message>
    <message numerus="yes">
        <location line="-48"/>
        <source>Not live — reconnecting: the server cannot be reached. %n edit(s) kept on this computer; they are sent when it is back.</source>
        <translation>
            <numerusform>Nicht live — Verbindung wird wiederhergestellt: Der Server ist nicht erreichbar. %n Änderung auf diesem Computer aufbewahrt; sie wird gesendet, sobald er wieder da ist.</numerusform>
            <numerusform>Nicht live — Verbindung wird wiederhergestellt: Der Server ist nicht erreichbar. %n Änderungen auf diesem Computer aufbewahrt; sie werden gesendet, sobald er wieder da ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not live — reconnecting: the server cannot be reached. The docks show the study as it was when the connection was lost.</source>
        <translation>Nicht live — Verbindung wird wiederhergestellt: Der Server ist nicht erreichbar. Die Docks zeigen die Studie so, wie sie war, als die Verbindung verloren ging.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n edit(s) made while the server was away could not be stored on it: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n Änderung, die gemacht wurde, während der Server nicht erreichbar war, konnte nicht auf ihm gespeichert werden: %1. Sie wird auf diesem Computer gesondert aufbewahrt (%2).</numerusform>
            <numerusform>%n Änderungen, die gemacht wurden, während der Server nicht erreichbar war, konnten nicht auf ihm gespeichert werden: %1. Sie werden auf diesem Computer gesondert aufbewahrt (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>EditLens</source>
        <translation>EditLens</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelActions</name>
    <message>
        <location filename="../ui/modelrun/modelactions.cpp" line="+37"/>
        <source>Run &amp;Model Stages…</source>
        <translation>&amp;Modellstufen ausführen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask an OpenAI-compatible endpoint for BPM&apos;s parse, DICE&apos;s differences and judges&apos; scores and verdicts</source>
        <translation>Einen OpenAI-kompatiblen Endpunkt nach BPMs Analyse, DICEs Unterschieden sowie den Scores und Urteilen von Judges fragen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Judge&apos;s Answers About This Output</source>
        <translation>Antworten des Judges zu dieser Ausgabe anzeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the Parse&apos;s Answer About This Item</source>
        <translation>Antwort der Analyse zu diesem Element anzeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the Pairwise Verdict&apos;s Answer</source>
        <translation>Antwort des paarweisen Urteils anzeigen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show DICE&apos;s Answer Behind This Box</source>
        <translation>Antwort von DICE hinter dieser Box anzeigen</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelAnswersDock</name>
    <message>
        <location filename="../ui/modelrun/modelanswersdock.cpp" line="+53"/>
        <source>original</source>
        <translation>Originalbild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output %1</source>
        <translation>Ausgabe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Model Answers</source>
        <translation>Modellantworten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Raw answer</source>
        <translation>Rohantwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompt sent</source>
        <translation>Gesendeter Prompt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parsed value</source>
        <translation>Ausgelesener Wert</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+13"/>
        <source>Open a study to see the answers its model stages received.</source>
        <translation>Öffnen Sie eine Studie, um die Antworten zu sehen, die ihre Modellstufen erhalten haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an item.</source>
        <translation>Wählen Sie ein Element.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hidden while system names are blinded: the answers name the systems.</source>
        <translation>Ausgeblendet, solange Systemnamen verborgen sind: Die Antworten nennen die Systeme.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reading the answers…</source>
        <translation>Antworten werden gelesen…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the answers: %1</source>
        <translation>Die Antworten können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No model stage has asked about this item (Study → Run Model Stages…).</source>
        <translation>Keine Modellstufe hat zu diesem Element angefragt (Studie → Modellstufen ausführen…).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n request(s) about this item</source>
        <translation>
            <numerusform>%n Anfrage zu diesem Element</numerusform>
            <numerusform>%n Anfragen zu diesem Element</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; %1 unparseable, %2 failed.</source>
        <translation>; %1 nicht lesbar, %2 fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No %1 answer about %2 in this study.</source>
        <translation>Keine %1-Antwort zu %2 in dieser Studie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this item</source>
        <translation>diesem Element</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a request to see what was sent and what came back.</source>
        <translation>Wählen Sie eine Anfrage, um zu sehen, was gesendet wurde und was zurückkam.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 · %4 ms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 · %4 ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unparseable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(no answer received)</source>
        <translation>(keine Antwort erhalten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was stored from this answer: %1</source>
        <translation>Aus dieser Antwort wurde nichts gespeichert: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(not among this item&apos;s images)</source>
        <translation>(nicht unter den Bildern dieses Elements)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelCallsModel</name>
    <message>
        <location filename="../ui/modelrun/modelcallsmodel.cpp" line="+14"/>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in, %2 out</source>
        <translation>%1 ein, %2 aus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unparseable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the item</source>
        <translation>das Element</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> vs </source>
        <translation> vs. </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About</source>
        <translation>Bezug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parsed value / why not</source>
        <translation>Ausgelesener Wert / Grund</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesDialog</name>
    <message numerus="yes">
        <location filename="../ui/modelrun/modelstagesdialog.cpp" line="+39"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>etwa %n Sekunde</numerusform>
            <numerusform>etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1 hours</source>
        <translation>etwa %1 Stunden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>C&amp;heck Endpoint</source>
        <translation>Endpunkt &amp;prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also ask pairwise verdicts for every pair of an item&apos;s outputs</source>
        <translation>Auch paarweise Urteile für jedes Paar von Ausgaben eines Elements anfragen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run Model Stages</source>
        <translation>Modellstufen ausführen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To send</source>
        <translation>Zu senden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the cache</source>
        <translation>Aus dem Cache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What each stage stored, could not parse or failed appears here.</source>
        <translation>Was jede Stufe gespeichert hat, nicht lesen konnte oder woran sie gescheitert ist, erscheint hier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location line="+140"/>
        <location line="+41"/>
        <source>Choose at least one stage</source>
        <translation>Wählen Sie mindestens eine Stufe</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Name the environment variable that holds the key</source>
        <translation>Nennen Sie die Umgebungsvariable, die den Schlüssel enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the file that holds the key</source>
        <translation>Wählen Sie die Datei, die den Schlüssel enthält</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Counting the requests…</source>
        <translation>Anfragen werden gezählt…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No plan: %1</source>
        <translation>Kein Plan: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n request(s) to send; </source>
        <translation>
            <numerusform>%n Anfrage zu senden; </numerusform>
            <numerusform>%n Anfragen zu senden; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n answer(s) from the study&apos;s cache.</source>
        <translation>
            <numerusform>%n Antwort aus dem Cache der Studie.</numerusform>
            <numerusform>%n Antworten aus dem Cache der Studie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing to send: every answer is in the cache.</source>
        <translation>Nichts zu senden: Jede Antwort ist im Cache.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time: %1 at %2 in flight (%3 s per request, as last measured on this endpoint and model).</source>
        <translation>Zeit: %1 bei %2 gleichzeitigen Anfragen (%3 s pro Anfrage, zuletzt an diesem Endpunkt und Modell gemessen).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time: %1 at %2 in flight, assuming %3 s per request (not yet measured on this endpoint and model).</source>
        <translation>Zeit: %1 bei %2 gleichzeitigen Anfragen, angenommen %3 s pro Anfrage (an diesem Endpunkt und Modell noch nicht gemessen).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>“%1” is no URL with a host</source>
        <translation>„%1“ ist keine URL mit Host</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking %1 for its models…</source>
        <translation>%1 wird nach seinen Modellen gefragt…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not reachable: %1</source>
        <translation>Nicht erreichbar: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Reachable; serves %n model(s), %1 among them.</source>
        <translation>
            <numerusform>Erreichbar; bietet %n Modell an, darunter %1.</numerusform>
            <numerusform>Erreichbar; bietet %n Modelle an, darunter %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Reachable; serves %n model(s), but not “%1”.</source>
        <translation>
            <numerusform>Erreichbar; bietet %n Modell an, aber nicht „%1“.</numerusform>
            <numerusform>Erreichbar; bietet %n Modelle an, aber nicht „%1“.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Cannot run: %1</source>
        <translation>Ausführen nicht möglich: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot run: the plan needs %1 requests, more than the %2 allowed.</source>
        <translation>Ausführen nicht möglich: Der Plan benötigt %1 Anfragen, mehr als die erlaubten %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking %1 (%2)…</source>
        <translation>%1 wird gefragt (%2)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling; every answer received stays stored…</source>
        <translation>Wird abgebrochen; jede erhaltene Antwort bleibt gespeichert…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run failed.</source>
        <translation>Der Lauf ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model stages failed: %1</source>
        <translation>Modellstufen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 asked, %3 from the cache; %4 stored, %5 unparseable, %6 failed; tokens %7 in, %8 out</source>
        <translation>%1: %2 gefragt, %3 aus dem Cache; %4 gespeichert, %5 nicht lesbar, %6 fehlgeschlagen; Token %7 ein, %8 aus</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unparseable answers are kept with their raw text: View → Model Answers shows them.</source>
        <translation>Nicht lesbare Antworten werden mit ihrem Rohtext aufbewahrt: Ansicht → Modellantworten zeigt sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped: %1</source>
        <translation>Angehalten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model stages: %1 stored, %2 unparseable, %3 failed.</source>
        <translation>Modellstufen: %1 gespeichert, %2 nicht lesbar, %3 fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped; Run again resumes from the cache.</source>
        <translation>Angehalten; erneutes Ausführen setzt mit dem Cache fort.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The plan needs more requests than the limit allows</source>
        <translation>Der Plan benötigt mehr Anfragen, als das Limit erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/modelrun/modelstagesdialog_layout.cpp" line="+30"/>
        <source>Parse: BPM&apos;s instruction parse by the model</source>
        <translation>Analyse: BPMs Analyse der Anweisung durch das Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE: the differences, then each one&apos;s coherence with the instruction</source>
        <translation>DICE: die Unterschiede, dann die Kohärenz jedes einzelnen mit der Anweisung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground: the instruction&apos;s objects located as boxes (BPM&apos;s regions)</source>
        <translation>Verortung: die Objekte der Anweisung als Boxen verortet (BPMs Bereiche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge: VIEScore-style SC and PQ per output</source>
        <translation>Judge: SC und PQ im Stil von VIEScore pro Ausgabe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Endpoint (OpenAI-compatible chat completions)</source>
        <translation>Endpunkt (OpenAI-kompatible Chat Completions)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name for this endpoint; it is stored with every answer</source>
        <translation>Ihr Name für diesen Endpunkt; er wird mit jeder Antwort gespeichert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No key</source>
        <translation>Kein Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment variable</source>
        <translation>Umgebungsvariable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the key file</source>
        <translation>Schlüsseldatei wählen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL:</source>
        <translation>Basis-URL:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The key is read from there when a request is sent; it is never stored in the study, the settings or a log.</source>
        <translation>Der Schlüssel wird von dort gelesen, wenn eine Anfrage gesendet wird; er wird nie in der Studie, den Einstellungen oder einem Protokoll gespeichert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a file whose first line is the key</source>
        <translation>eine Datei, deren erste Zeile der Schlüssel ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Key File</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>EditLens&apos;s own prompts</source>
        <translation>Die eigenen Prompts von EditLens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder of &lt;stage&gt;.txt templates used instead of the built-in ones where present</source>
        <translation>Ein Ordner mit Vorlagen &lt;stage&gt;.txt, die, wo vorhanden, statt der integrierten verwendet werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prompts folder:</source>
        <translation>Prompt-Ordner:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prompts Folder</source>
        <translation>Prompt-Ordner</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>0–1000 on both axes (Qwen2-VL style)</source>
        <translation>0–1000 auf beiden Achsen (Stil von Qwen2-VL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pixels of the image sent</source>
        <translation>Pixel des gesendeten Bildes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0–1 on both axes</source>
        <translation>0–1 auf beiden Achsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box coordinates:</source>
        <translation>Box-Koordinaten:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests in flight:</source>
        <translation>Gleichzeitige Anfragen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse to start when the plan needs more requests than this</source>
        <translation>Nicht starten, wenn der Plan mehr Anfragen als diese benötigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most requests:</source>
        <translation>Anfragen höchstens:</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesJob</name>
    <message>
        <location filename="../ui/modelrun/modelstagesjob.cpp" line="+84"/>
        <source>The plan could not be counted.</source>
        <translation>Der Plan konnte nicht gezählt werden.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The endpoint could not be asked.</source>
        <translation>Der Endpunkt konnte nicht gefragt werden.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairScoresTable</name>
    <message>
        <location filename="../ui/docks/pairscorestable.cpp" line="+100"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left · %1</source>
        <translation>Links · %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right · %1</source>
        <translation>Rechts · %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>people: %1</source>
        <translation>Menschen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of the people&apos;s ratings of %1 (n: ratings)</source>
        <translation>Mittelwert der Bewertungen der Menschen für %1 (n: Bewertungen)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: higher is better</source>
        <translation>%1: höher ist besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: lower is better</source>
        <translation>%1: niedriger ist besser</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairwisePanel</name>
    <message>
        <location filename="../ui/annotate/pairwisepanel.cpp" line="+109"/>
        <source>No pair of outputs to compare in this item.</source>
        <translation>Dieses Element hat kein Ausgabenpaar zum Vergleichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pair %1 of %2: &lt;b&gt;◀ %3&lt;/b&gt; (left) vs &lt;b&gt;%4 ▶&lt;/b&gt; (right)</source>
        <translation>Paar %1 von %2: &lt;b&gt;◀ %3&lt;/b&gt; (links) gegen &lt;b&gt;%4 ▶&lt;/b&gt; (rechts)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Left</source>
        <translation>◀ Links</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right ▶</source>
        <translation>Rechts ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both bad</source>
        <translation>Beide schlecht</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PasswordPrompt</name>
    <message>
        <location filename="../ui/guiutil/passwordprompt.cpp" line="+24"/>
        <source>Password for %1 on %2:</source>
        <translation>Passwort für %1 auf %2:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server said: %1</source>
        <translation>Der Server meldete: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PreferenceSurface</name>
    <message>
        <location filename="../ui/session/preferencesurface.cpp" line="+45"/>
        <source>◀ Left is better</source>
        <translation>◀ Links ist besser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The left image is the better edit</source>
        <translation>Das linke Bild ist die bessere Bearbeitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right is better ▶</source>
        <translation>Rechts ist besser ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The right image is the better edit</source>
        <translation>Das rechte Bild ist die bessere Bearbeitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About the same</source>
        <translation>Etwa gleich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both are equally good</source>
        <translation>Beide sind gleich gut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both bad</source>
        <translation>Beide schlecht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Neither image is an acceptable edit</source>
        <translation>Keines der Bilder ist eine akzeptable Bearbeitung</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pair %1 of %2: which edit is better, %3 (left) or %4 (right)?</source>
        <translation>Paar %1 von %2: Welche Bearbeitung ist besser, %3 (links) oder %4 (rechts)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This item has no pair of outputs to compare.</source>
        <translation>Dieses Element hat kein Ausgabenpaar zum Vergleichen.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RatingPanel</name>
    <message>
        <location filename="../ui/annotate/ratingpanel.cpp" line="+147"/>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 (key %3)</source>
        <translation>%1 — %2 (Taste %3)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RatingSurface</name>
    <message>
        <location filename="../ui/session/ratingsurface.cpp" line="+60"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Rate %1 (%2 of %3)</source>
        <translation>%1 bewerten (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ReportExportJob</name>
    <message>
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+18"/>
        <source>Writing the report to %1…</source>
        <translation>Bericht wird nach %1 geschrieben…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; no report was written.</source>
        <translation>Abgebrochen; es wurde kein Bericht geschrieben.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RubricDialog</name>
    <message>
        <location filename="../ui/annotate/rubricdialog.cpp" line="+54"/>
        <source>Rubric</source>
        <translation>Bewertungsschema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM user study (5 dimensions, 1–5)</source>
        <translation>BPM-Nutzerstudie (5 Dimensionen, 1–5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ImagenHub SC / PQ (0, 0.5, 1)</source>
        <translation>ImagenHub SC / PQ (0, 0,5, 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE (correct / unwanted edits 1–5, no visual change)</source>
        <translation>DICE (korrekte / unerwünschte Änderungen 1–5, keine sichtbare Veränderung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study&apos;s dimensions</source>
        <translation>Dimensionen dieser Studie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom (empty)</source>
        <translation>Benutzerdefiniert (leer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start From Preset</source>
        <translation>Mit Vorlage beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instructions shown to annotators before the dimensions</source>
        <translation>Anleitung, die Annotatoren vor den Dimensionen angezeigt wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Labels (value=text; …)</source>
        <translation>Labels (Wert=Text; …)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Dimension</source>
        <translation>Dimension hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Dimension</source>
        <translation>Dimension entfernen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation>Anleitung:</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>row %1 (%2)</source>
        <translation>Zeile %1 (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no name</source>
        <translation>ohne Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a dimension needs a name</source>
        <translation>%1: Eine Dimension braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: min and max must be numbers with min &lt; max</source>
        <translation>%1: Min und Max müssen Zahlen mit Min &lt; Max sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step must be a number above 0</source>
        <translation>%1: Der Schritt muss eine Zahl größer als 0 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step %2 does not divide the range %3–%4</source>
        <translation>%1: Der Schritt %2 teilt den Bereich %3–%4 nicht</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a label must read value=text, not “%2”</source>
        <translation>%1: Ein Label muss die Form Wert=Text haben, nicht „%2“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the label value %2 is not on the scale</source>
        <translation>%1: Der Label-Wert %2 liegt nicht auf der Skala</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The rubric needs a name.</source>
        <translation>Das Bewertungsschema braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rubric needs at least one dimension.</source>
        <translation>Das Bewertungsschema braucht mindestens eine Dimension.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dimensions are called “%1”.</source>
        <translation>Zwei Dimensionen heißen „%1“.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScatterView</name>
    <message>
        <location filename="../ui/alignmentview/scatterview.cpp" line="+182"/>
        <source>No output has both a score for this metric and a rating in this dimension.</source>
        <translation>Keine Ausgabe hat sowohl einen Score für diese Metrik als auch eine Bewertung in dieser Dimension.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>%1 · %2
%3 = %4, human = %5</source>
        <translation>%1 · %2
%3 = %4, Mensch = %5</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoreDialog</name>
    <message>
        <location filename="../ui/scoredialog.cpp" line="+36"/>
        <source>Pixel metrics</source>
        <translation>Pixelmetriken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned metrics (TorchScript models)</source>
        <translation>Gelernte Metriken (TorchScript-Modelle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detector</source>
        <translation>Detektor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM and its components</source>
        <translation>BPM und seine Komponenten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP</source>
        <translation>DICE + CLIP</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Recompute values already stored with the same version</source>
        <translation>Bereits mit derselben Version gespeicherte Werte neu berechnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Score</source>
        <translation>&amp;Berechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score Study</source>
        <translation>Scores der Studie berechnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paper (f_size and f_position for every instruction)</source>
        <translation>Paper (f_size und f_position für jede Anweisung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Released code</source>
        <translation>Veröffentlichter Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every turn against its own input</source>
        <translation>Jeder Schritt gegen seine eigene Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final turn of each chain (stored as &lt;metric&gt;_final)</source>
        <translation>Letzter Schritt jeder Kette (gespeichert als &lt;metric&gt;_final)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose differences CLIP-I background and CLIP-T region use: the study&apos;s ground truth (truth), an annotator&apos;s name or a detector&apos;s</source>
        <translation>Wessen Unterschiede CLIP-I-Hintergrund und CLIP-T-Bereich verwenden: die Ground Truth der Studie (truth), der Name eines Annotators oder eines Detektors</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The summary of the run appears here.</source>
        <translation>Hier erscheint die Zusammenfassung des Laufs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM rules:</source>
        <translation>BPM-Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-turn chains:</source>
        <translation>Mehrschritt-Ketten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE + CLIP origin:</source>
        <translation>Herkunft für DICE + CLIP:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No model folder is set (Settings → Model Folder…): learned metrics are unavailable.</source>
        <translation>Es ist kein Modellordner festgelegt (Einstellungen → Modellordner…): Gelernte Metriken sind nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models from %1</source>
        <translation>Modelle aus %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the model manifest could not be read</source>
        <translation>das Modellmanifest konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the components S_preserve, S_size, S_position and S_region will be stored (%1)</source>
        <translation>nur die Komponenten S_preserve, S_size, S_position und S_region werden gespeichert (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Cannot score: %1</source>
        <translation>Scores können nicht berechnet werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Scoring %n metric(s)…</source>
        <translation>
            <numerusform>%n Metrik wird berechnet…</numerusform>
            <numerusform>%n Metriken werden berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling after the current chunk; what is stored stays consistent…</source>
        <translation>Abbruch nach dem aktuellen Block; das Gespeicherte bleibt konsistent…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scoring failed.</source>
        <translation>Berechnung fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring failed: %1</source>
        <translation>Berechnung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored in this run:</source>
        <translation>In diesem Lauf berechnet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable:</source>
        <translation>Nicht verfügbar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs skipped:</source>
        <translation>Übersprungene Ausgaben:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: whole chunks were stored; Score again resumes.</source>
        <translation>Abgebrochen: Vollständige Blöcke wurden gespeichert; erneutes Berechnen setzt fort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring cancelled: %1</source>
        <translation>Berechnung abgebrochen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring finished: %1</source>
        <translation>Berechnung abgeschlossen: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresDock</name>
    <message>
        <location filename="../ui/docks/scoresdock.cpp" line="+46"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Store in study on release</source>
        <translation>Beim Loslassen in der Studie speichern</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;), S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm: min-max over the study&apos;s outputs; a global edit uses α = 1 and Norm(CLIP-T).&lt;/small&gt;</source>
        <translation>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;), S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm: Min-Max über die Ausgaben der Studie; eine globale Bearbeitung verwendet α = 1 und Norm(CLIP-T).&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+4"/>
        <source>α = %1</source>
        <translation>α = %1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>needs source and target captions; this item has none</source>
        <translation>benötigt Bildunterschriften für Quelle und Ziel; dieses Element hat keine</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>On release, store BPM at this α for every output (as editlens-cli score --metrics bpm --alpha does)</source>
        <translation>Beim Loslassen BPM mit diesem α für jede Ausgabe speichern (wie editlens-cli score --metrics bpm --alpha)</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Recomputing BPM at α = %1 for %n output(s)…</source>
        <translation>
            <numerusform>BPM wird mit α = %1 für %n Ausgabe neu berechnet…</numerusform>
            <numerusform>BPM wird mit α = %1 für %n Ausgaben neu berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;i&gt;No output selected.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Keine Ausgabe ausgewählt.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EditLens parser</source>
        <translation>EditLens-Parser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): global edit — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T, α = 1</source>
        <translation>&lt;b&gt;Analyse&lt;/b&gt; (%1): globale Bearbeitung — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T, α = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): %2 → %3 · %4 · size %5 · position %6</source>
        <translation>&lt;b&gt;Analyse&lt;/b&gt; (%1): %2 → %3 · %4 · Größe %5 · Position %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reference: %1)</source>
        <translation> (Referenz: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;i&gt;not computed&lt;/i&gt;</source>
        <translation>&lt;i&gt;nicht berechnet&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&lt;sub&gt;preserve&lt;/sub&gt;</source>
        <translation>S&lt;sub&gt;preserve&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&lt;sub&gt;modify&lt;/sub&gt;</source>
        <translation>S&lt;sub&gt;modify&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&lt;sub&gt;size&lt;/sub&gt;</source>
        <translation>S&lt;sub&gt;size&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&lt;sub&gt;position&lt;/sub&gt;</source>
        <translation>S&lt;sub&gt;position&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&lt;sub&gt;region&lt;/sub&gt;</source>
        <translation>S&lt;sub&gt;region&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&lt;sub&gt;semantic&lt;/sub&gt;</source>
        <translation>S&lt;sub&gt;semantic&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;BPM&lt;/b&gt; stored</source>
        <translation>&lt;b&gt;BPM&lt;/b&gt; gespeichert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>BPM(α): &lt;i&gt;no stored components for this output&lt;/i&gt; (editlens-cli score --metrics bpm)</source>
        <translation>BPM(α): &lt;i&gt;keine gespeicherten Komponenten für diese Ausgabe&lt;/i&gt; (editlens-cli score --metrics bpm)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n output(s)&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;neu berechnet über %n Ausgabe&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;neu berechnet über %n Ausgaben&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM(α = %1): &lt;i&gt;unavailable&lt;/i&gt; — %2</source>
        <translation>BPM(α = %1): &lt;i&gt;nicht verfügbar&lt;/i&gt; — %2</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/scoresmodel.cpp" line="+131"/>
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n Box</numerusform>
            <numerusform>%n Boxen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>↑ higher is better</source>
        <translation>↑ höher ist besser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>↓ lower is better</source>
        <translation>↓ niedriger ist besser</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unavailable: %1</source>
        <translation>Nicht verfügbar: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not computed for this output (editlens-cli score).</source>
        <translation>Für diese Ausgabe nicht berechnet (editlens-cli score).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: %1</source>
        <translation>Version: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version / reason</source>
        <translation>Version / Grund</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutSheet</name>
    <message>
        <location filename="../ui/settings/shortcutsheet.cpp" line="+20"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Customise…</source>
        <translation>Anpassen…</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/settings/shortcutsdialog.cpp" line="+36"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Action&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aktion&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Taste&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Alternative&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alternative&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 is used by %2</source>
        <translation>%1 wird von %2 verwendet</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyBrowser</name>
    <message>
        <location filename="../ui/docks/studybrowser.cpp" line="+68"/>
        <source>Filter items (id, instruction, system)…</source>
        <translation>Elemente filtern (ID, Anweisung, System)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only items with an output of this system</source>
        <translation>Nur Elemente mit einer Ausgabe dieses Systems anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items of this edit type (BPM parse)</source>
        <translation>Nur Elemente dieses Bearbeitungstyps anzeigen (BPM-Analyse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items whose mean of this metric lies in the range</source>
        <translation>Nur Elemente anzeigen, deren Mittelwert dieser Metrik im Bereich liegt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum (inclusive)</source>
        <translation>Minimum (einschließlich)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum (inclusive)</source>
        <translation>Maximum (einschließlich)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All edit types</source>
        <translation>Alle Bearbeitungstypen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any metric value</source>
        <translation>Beliebiger Metrikwert</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+28"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exporting to %1…</source>
        <translation>Export nach %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; the study was not changed.</source>
        <translation>Abgebrochen; die Studie wurde nicht verändert.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyPlanDialog</name>
    <message>
        <location filename="../ui/annotate/studyplandialog.cpp" line="+44"/>
        <source>Show system names to annotators (otherwise “Output A”, “Output B”, … in a shuffled order)</source>
        <translation>Annotatoren die Systemnamen zeigen (sonst „Ausgabe A“, „Ausgabe B“, … in zufälliger Reihenfolge)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the detectors&apos; difference boxes (a DICE-D review task)</source>
        <translation>Die Unterschiedsboxen der Detektoren zeigen (eine DICE-D-Prüfaufgabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show ground-truth boxes and reference images</source>
        <translation>Ground-Truth-Boxen und Referenzbilder zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock items after submit (changes need an audited revise)</source>
        <translation>Elemente nach dem Abschicken sperren (Änderungen erfordern eine protokollierte Überarbeitung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A name outside the plan may open a session (asked first; otherwise refused)</source>
        <translation>Ein Name außerhalb des Plans darf eine Sitzung öffnen (nach Rückfrage; sonst abgelehnt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the passphrase</source>
        <translation>Passphrase entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+77"/>
        <location line="+5"/>
        <location line="+26"/>
        <source>Study Plan</source>
        <translation>Studienplan</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>names separated by commas</source>
        <translation>Namen, durch Kommas getrennt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids separated by commas; empty = every item</source>
        <translation>Element-IDs, durch Kommas getrennt; leer = alle Elemente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids of gold / attention items</source>
        <translation>Element-IDs der Gold- / Aufmerksamkeits-Elemente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratings on the rubric</source>
        <translation>Bewertungen nach dem Bewertungsschema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairwise preferences (balanced pair schedule)</source>
        <translation>Paarweise Präferenzen (ausgewogener Paarplan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both, mixed in one session (every second item is a pair)</source>
        <translation>Beides, gemischt in einer Sitzung (jedes zweite Element ist ein Paar)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every pair</source>
        <translation>jedes Paar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no reminder</source>
        <translation>keine Erinnerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to annotators above the rubric&apos;s instructions (optional)</source>
        <translation>Wird Annotatoren über der Anleitung des Bewertungsschemas angezeigt (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens next, shown when an annotator has finished (optional)</source>
        <translation>Wie es weitergeht; wird angezeigt, wenn ein Annotator fertig ist (optional)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: anyone with the study file can change the plan</source>
        <translation>keine: Jeder mit der Studiendatei kann den Plan ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set; type a new one to change it</source>
        <translation>gesetzt; geben Sie zum Ändern eine neue ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators:</source>
        <translation>Annotatoren:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Systems shown:</source>
        <translation>Gezeigte Systeme:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items:</source>
        <translation>Elemente:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs per item:</source>
        <translation>Paare pro Element:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotators see:</source>
        <translation>Annotatoren sehen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gold items:</source>
        <translation>Gold-Elemente:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break reminder after:</source>
        <translation>Pausenerinnerung nach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation>Anleitung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When done:</source>
        <translation>Nach Abschluss:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This plan is protected. The study&apos;s passphrase:</source>
        <translation>Dieser Plan ist geschützt. Passphrase der Studie:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not the study&apos;s passphrase; the plan is unchanged.</source>
        <translation>Das ist nicht die Passphrase der Studie; der Plan bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read the study</source>
        <translation>Die Studie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A plan needs at least one annotator.</source>
        <translation>Ein Plan braucht mindestens einen Annotator.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create the study plan</source>
        <translation>Der Studienplan kann nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>editlens::ui::SubsetControls</name>
    <message>
        <location filename="../ui/alignmentview/subsetcontrols.cpp" line="+23"/>
        <source>Compute every table on the outputs of one edit type (from the instruction&apos;s parse), one tag or one system only.</source>
        <translation>Alle Tabellen nur auf den Ausgaben eines Bearbeitungstyps (aus der Analyse der Anweisung), eines Tags oder eines Systems berechnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extreme edits only: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (ViFi-CLIP, table (g)).</source>
        <translation>Nur extreme Bearbeitungen: je Dimension die Ausgaben, deren mittlere menschliche Bewertung höchstens beim q-Quantil oder mindestens beim (1 − q)-Quantil liegt (ViFi-CLIP, Tabelle (g)).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The systems every table is computed on (VIEScore&apos;s tables leave some released systems out); the choice is kept for this study.</source>
        <translation>Die Systeme, auf denen jede Tabelle berechnet wird (die Tabellen von VIEScore lassen einige veröffentlichte Systeme aus); die Auswahl wird für diese Studie gespeichert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Subset:</source>
        <translation>Teilmenge:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extremes q:</source>
        <translation>Extreme q:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 system</source>
        <translation>1 System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All %1 systems</source>
        <translation>Alle %1 Systeme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 systems</source>
        <translation>%1 von %2 Systemen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>All Systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>All outputs</source>
        <translation>Alle Ausgaben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit type: %1</source>
        <translation>Bearbeitungstyp: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tag: %1</source>
        <translation>Tag: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System: %1</source>
        <translation>System: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::TileImages</name>
    <message>
        <location filename="../ui/session/imagetile.cpp" line="+199"/>
        <source>no image</source>
        <translation>kein Bild</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>loading…</source>
        <translation>wird geladen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read the image</source>
        <translation>das Bild kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+139"/>
        <source>Workbench for instruction-guided image editing.</source>
        <translation>Werkbank für anweisungsgesteuerte Bildbearbeitung.</translation>
    </message>
    <message>
        <source>Study file to open.</source>
        <translation type="vanished">Zu öffnende Studiendatei.</translation>
    </message>
    <message>
        <location filename="../ui/guiutil/passwordprompt.cpp" line="+10"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>%1

Password for %2 on %3:</source>
        <translation type="vanished">%1

Passwort für %2 auf %3:</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+5"/>
        <source>Study file, or server URL (postgresql://…?study=NAME), to open.</source>
        <translation>Zu öffnende Studiendatei oder Server-URL (postgresql://…?study=NAME).</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Show item number N (1-based).</source>
        <translation>Element Nummer N anzeigen (ab 1 gezählt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open, render, save a PNG of the window to FILE and exit.</source>
        <translation>Öffnen, rendern, das Fenster als PNG in FILE speichern und beenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comparison mode: side, grid, swipe or flicker.</source>
        <translation>Vergleichsmodus: side, grid, swipe oder flicker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotate as NAME in an annotator&apos;s session: the plan&apos;s items one by one, no system names, scores or other people&apos;s answers unless the plan reveals them.</source>
        <translation>Als NAME in einer Annotator-Sitzung annotieren: die Elemente des Plans nacheinander, ohne Systemnamen, Scores oder Antworten anderer, sofern der Plan sie nicht freigibt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown). Refused for a hand-out and for an annotator&apos;s own server login.</source>
        <translation>Mit --annotator: stattdessen als NAME in der vollständigen Werkbank annotieren (Ansicht der Studienleitung, alle Namen und Scores sichtbar). Abgelehnt für eine Ausgabe und für den eigenen Serverzugang einer annotierenden Person.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>--workbench is refused: %1 is %2&apos;s hand-out or login, which opens only as %2&apos;s session (open it without --workbench)</source>
        <translation>--workbench wird abgelehnt: %1 ist die Ausgabe oder der Zugang für %2 und öffnet sich nur als Sitzung von %2 (ohne --workbench öffnen)</translation>
    </message>
    <message>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown).</source>
        <translation type="vanished">Mit --annotator: stattdessen als NAME in der vollständigen Werkbank annotieren (Ansicht der Studienleitung, alle Namen und Scores sichtbar).</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>With --annotator and --screenshot: the page to show (instructions, task, break or done).</source>
        <translation>Mit --annotator und --screenshot: die anzuzeigende Seite (instructions, task, break oder done).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show and raise the dock titled TITLE (e.g. &quot;Difference Evaluation&quot;).</source>
        <translation>Das Dock mit dem Titel TITLE anzeigen und in den Vordergrund holen (z. B. „Unterschiedsbewertung“).</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+120"/>
        <source>Cannot open the study</source>
        <translation>Die Studie kann nicht geöffnet werden</translation>
    </message>
</context>
</TS>
