<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AcceptRejectDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+141"/>
        <source>Clear review</source>
        <translation>Cancella revisione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept box</source>
        <translation>Accetta riquadro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject box</source>
        <translation>Rifiuta riquadro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relabel box</source>
        <translation>Rietichetta riquadro</translation>
    </message>
</context>
<context>
    <name>AddDifferenceCommand</name>
    <message>
        <location line="-121"/>
        <source>Add %1 box</source>
        <translation>Aggiungi riquadro %1</translation>
    </message>
</context>
<context>
    <name>AdieeImport</name>
    <message>
        <location filename="../core/io/adieeimport.cpp" line="+61"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>campo obbligatorio &apos;%1&apos; mancante</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;item&apos; must be %1 or a string, not %2</source>
        <translation>il campo &apos;item&apos; deve essere %1 o una stringa, non %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>il campo &apos;%1&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>il campo &apos;%1&apos; è vuoto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing required field &apos;score&apos;</source>
        <translation>campo obbligatorio &apos;score&apos; mancante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;score&apos; must be a finite number</source>
        <translation>il campo &apos;score&apos; deve essere un numero finito</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score %1 is outside ADIEE&apos;s scale 0-10</source>
        <translation>il punteggio %1 è fuori dalla scala 0-10 di ADIEE</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give either &apos;image_path&apos; or &apos;item&apos; and &apos;system&apos;, not both</source>
        <translation>indicare &apos;image_path&apos; oppure &apos;item&apos; e &apos;system&apos;, non entrambi</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>missing &apos;image_path&apos; (or &apos;item&apos; and &apos;system&apos;): the row names no output</source>
        <translation>&apos;image_path&apos; (o &apos;item&apos; e &apos;system&apos;) mancante: la riga non indica alcun output</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation>lo studio non ha alcun elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos; (it has: %3)</source>
        <translation>l&apos;elemento &apos;%1&apos; non ha output del sistema &apos;%2&apos; (ha: %3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 outputs of the study have the image &apos;%2&apos;; name the item and system instead</source>
        <translation>%1 output dello studio hanno l&apos;immagine &apos;%2&apos;; indicare invece elemento e sistema</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no output of the study has the image &apos;%1&apos;</source>
        <translation>nessun output dello studio ha l&apos;immagine &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ADIEE scores</source>
        <translation>Punteggi ADIEE</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ADIEE scorer output (JSON array or JSONL of {item, system, score} or {image_path, score}, 0-10): scores --metric (adiee) on the study&apos;s outputs</source>
        <translation>Output dello scorer ADIEE (array JSON o JSONL di {item, system, score} o {image_path, score}, 0-10): punteggi --metric (adiee) sugli output dello studio</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the study has no items to score; import its items and outputs first</source>
        <translation>lo studio non ha elementi da valutare; importare prima i suoi elementi e output</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the output of system &apos;%1&apos; in item &apos;%2&apos; was already scored on line %3</source>
        <translation>l&apos;output del sistema &apos;%1&apos; nell&apos;elemento &apos;%2&apos; ha già un punteggio alla riga %3</translation>
    </message>
</context>
<context>
    <name>AdieeTrainExport</name>
    <message>
        <location filename="../core/io/adieetrainexport.cpp" line="+18"/>
        <source>ADIEE training samples</source>
        <translation>Campioni di addestramento ADIEE</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>outputs rated on the &apos;adiee&apos; dimension as JSON Lines (input, instruction, output, ground truth, score 0-1, annotator, rule)</source>
        <translation>output valutati sulla dimensione &apos;adiee&apos; come JSON Lines (input, istruzione, output, ground truth, punteggio 0-1, annotatore, regola)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>export cancelled</source>
        <translation>esportazione annullata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output with an image is rated on the &apos;adiee&apos; dimension; run `editlens-cli autolabel` first</source>
        <translation>nessun output con immagine è valutato sulla dimensione &apos;adiee&apos;; eseguire prima `editlens-cli autolabel`</translation>
    </message>
</context>
<context>
    <name>AlignmentModel</name>
    <message>
        <location filename="../ui/itemmodels/alignmentmodel.cpp" line="+220"/>
        <source>How well people agree with each other: each annotator against the mean of the others (Spearman, averaged like the metrics), ICC(2,1) and Krippendorff&apos;s α (interval).</source>
        <translation>Quanto le persone concordano tra loro: ogni annotatore rispetto alla media degli altri (Spearman, mediato come per le metriche), ICC(2,1) e α di Krippendorff (intervallo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems left out (no annotator&apos;s correlation defined): %1</source>
        <translation>Sistemi esclusi (nessuna correlazione di annotatore definita): %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators left out where their correlation is undefined (too few or all-equal ratings of that system): %1</source>
        <translation>Annotatori esclusi dove la loro correlazione non è definita (valutazioni di quel sistema troppo poche o tutte uguali): %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Metric %1 as a pairwise judge: unavailable, because %2.</source>
        <translation>Metrica %1 come giudice a coppie: non disponibile, perché %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric %1 as a pairwise judge (%2 rule): four-way accuracy against the human votes over %3 comparisons.</source>
        <translation>Metrica %1 come giudice a coppie (regola %2): accuratezza a quattro vie rispetto ai voti umani su %3 confronti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairwise judge %1: four-way accuracy against the human votes (GenAI-Bench rule) over %2 comparisons.</source>
        <translation>Giudice a coppie %1: accuratezza a quattro vie rispetto ai voti umani (regola GenAI-Bench) su %2 confronti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial: computed on fewer systems than the study holds (n %1; left out, undefined correlation: %2). Listed after the complete metrics and never marked as reaching the ceiling.</source>
        <translation>Parziale: calcolata su meno sistemi di quelli presenti nello studio (n %1; esclusi, correlazione non definita: %2). Elencata dopo le metriche complete e mai indicata come se raggiungesse il tetto umano.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The 95% CI of this metric&apos;s Spearman reaches the human ceiling (human-to-human %1): it agrees with people about as well as people agree with each other.</source>
        <translation>L&apos;IC al 95% dello Spearman di questa metrica raggiunge il tetto umano (umano-umano %1): concorda con le persone quasi quanto le persone concordano tra loro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This metric&apos;s Spearman reaches the human ceiling (human-to-human %1); its CI is still being computed.</source>
        <translation>Lo Spearman di questa metrica raggiunge il tetto umano (umano-umano %1); il suo IC è ancora in calcolo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Percentile bootstrap over items of the Spearman value (95%).</source>
        <translation>Bootstrap percentile sugli elementi del valore di Spearman (95%).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No p-value: %1</source>
        <translation>Nessun p-value: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two-sided p-value: the per-system p-values of %n system(s) combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</source>
        <translation>
            <numerusform>p-value bilaterale: i p-value per sistema di %n sistema combinati con la z con segno di Stouffer (i sistemi condividono elementi, quindi va letto come indicazione).</numerusform>
            <numerusform>p-value bilaterale: i p-value per sistema di %n sistemi combinati con la z con segno di Stouffer (i sistemi condividono elementi, quindi va letto come indicazione).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-sided p-value of the pooled coefficient (as scipy.stats computes it).</source>
        <translation>p-value bilaterale del coefficiente aggregato (come lo calcola scipy.stats).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM pairwise alignment: share of item pairs of two systems that the metric orders like the humans, averaged over the system pairs.</source>
        <translation>Allineamento a coppie BPM: quota di coppie di elementi di due sistemi che la metrica ordina come gli umani, mediata sulle coppie di sistemi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out (undefined correlation): %1</source>
        <translation>Esclusi (correlazione non definita): %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human ceiling</source>
        <translation>Tetto umano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: %1</source>
        <translation>giudice: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score judge: %1</source>
        <translation>giudice da punteggio: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ◐ partial: n %2, without %3</source>
        <translation>%1 ◐ parziale: n %2, senza %3</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Metric</source>
        <translation>Metrica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spearman ρ</source>
        <translation>ρ di Spearman</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95% CI</source>
        <translation>IC 95%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pearson r</source>
        <translation>r di Pearson</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kendall τ</source>
        <translation>τ di Kendall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM pairwise</source>
        <translation>BPM a coppie</translation>
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
        <translation>meno di 3 coppie</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no system has 3 or more pairs</source>
        <translation>nessun sistema ha 3 o più coppie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perfect correlations of opposite signs in two systems</source>
        <translation>correlazioni perfette di segno opposto in due sistemi</translation>
    </message>
</context>
<context>
    <name>AlphaPersistJob</name>
    <message>
        <location filename="../ui/docks/alphapersistjob.cpp" line="+39"/>
        <source>BPM stored at α = %1 (%2)</source>
        <translation>BPM salvato con α = %1 (%2)</translation>
    </message>
</context>
<context>
    <name>AlphaSweep</name>
    <message>
        <location filename="../core/alignment/alphasweep.cpp" line="+113"/>
        <source>unavailable: the study stores no BPM components (score it with the bpm metric first)</source>
        <translation>non disponibile: lo studio non contiene componenti BPM (calcolare prima la metrica bpm)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: no output has a stored S_modify (bpm_s_modify), which needs the CLIP model when scoring</source>
        <translation>non disponibile: nessun output ha S_modify salvato (bpm_s_modify), che richiede il modello CLIP durante il calcolo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the study has no human ratings to align with</source>
        <translation>non disponibile: lo studio non ha valutazioni umane con cui allineare</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>unavailable: no output has both S_preserve and S_modify stored</source>
        <translation>non disponibile: nessun output ha salvati sia S_preserve sia S_modify</translation>
    </message>
</context>
<context>
    <name>AnnotationStore</name>
    <message>
        <source>an annotation needs an annotator name</source>
        <translation type="vanished">un&apos;annotazione richiede il nome di un annotatore</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">impossibile registrare l&apos;annotatore</translation>
    </message>
    <message>
        <source>cannot start a transaction</source>
        <translation type="vanished">impossibile avviare una transazione</translation>
    </message>
    <message>
        <source>cannot read annotators</source>
        <translation type="vanished">impossibile leggere gli annotatori</translation>
    </message>
    <message>
        <source>cannot read differences</source>
        <translation type="vanished">impossibile leggere le differenze</translation>
    </message>
    <message>
        <source>cannot read outputs</source>
        <translation type="vanished">impossibile leggere gli output</translation>
    </message>
    <message>
        <source>no output with id %1</source>
        <translation type="vanished">nessun output con id %1</translation>
    </message>
    <message>
        <source>cannot save preference</source>
        <translation type="vanished">impossibile salvare la preferenza</translation>
    </message>
    <message>
        <source>cannot clear preference</source>
        <translation type="vanished">impossibile cancellare la preferenza</translation>
    </message>
    <message>
        <source>cannot read preference</source>
        <translation type="vanished">impossibile leggere la preferenza</translation>
    </message>
    <message>
        <source>cannot save difference</source>
        <translation type="vanished">impossibile salvare la differenza</translation>
    </message>
    <message>
        <source>cannot move difference</source>
        <translation type="vanished">impossibile spostare la differenza</translation>
    </message>
    <message>
        <source>no difference with id %1</source>
        <translation type="vanished">nessuna differenza con id %1</translation>
    </message>
    <message>
        <source>cannot relabel difference</source>
        <translation type="vanished">impossibile rietichettare la differenza</translation>
    </message>
    <message>
        <source>cannot delete difference</source>
        <translation type="vanished">impossibile eliminare la differenza</translation>
    </message>
    <message>
        <source>cannot read difference</source>
        <translation type="vanished">impossibile leggere la differenza</translation>
    </message>
    <message>
        <source>cannot save review</source>
        <translation type="vanished">impossibile salvare la revisione</translation>
    </message>
    <message>
        <source>cannot save the output&apos;s completion</source>
        <translation type="vanished">impossibile salvare il completamento dell&apos;output</translation>
    </message>
    <message>
        <source>cannot read the output&apos;s completion</source>
        <translation type="vanished">impossibile leggere il completamento dell&apos;output</translation>
    </message>
    <message>
        <source>cannot read reviews</source>
        <translation type="vanished">impossibile leggere le revisioni</translation>
    </message>
    <message>
        <source>cannot read review</source>
        <translation type="vanished">impossibile leggere la revisione</translation>
    </message>
    <message>
        <source>cannot save coherence label</source>
        <translation type="vanished">impossibile salvare l&apos;etichetta di coerenza</translation>
    </message>
    <message>
        <source>cannot read coherence label</source>
        <translation type="vanished">impossibile leggere l&apos;etichetta di coerenza</translation>
    </message>
    <message>
        <source>cannot read masks</source>
        <translation type="vanished">impossibile leggere le maschere</translation>
    </message>
    <message>
        <source>cannot read mask image</source>
        <translation type="vanished">impossibile leggere l&apos;immagine della maschera</translation>
    </message>
    <message>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation type="vanished">tipo di maschera sconosciuto &apos;%1&apos;</translation>
    </message>
    <message>
        <source>an empty mask cannot be saved</source>
        <translation type="vanished">una maschera vuota non può essere salvata</translation>
    </message>
    <message>
        <source>cannot create the mask folder</source>
        <translation type="vanished">impossibile creare la cartella delle maschere</translation>
    </message>
    <message>
        <source>cannot write mask image: %1</source>
        <translation type="vanished">impossibile scrivere l&apos;immagine della maschera: %1</translation>
    </message>
    <message>
        <source>cannot save mask</source>
        <translation type="vanished">impossibile salvare la maschera</translation>
    </message>
    <message>
        <source>cannot delete mask</source>
        <translation type="vanished">impossibile eliminare la maschera</translation>
    </message>
    <message>
        <source>cannot start an annotation session</source>
        <translation type="vanished">impossibile avviare una sessione di annotazione</translation>
    </message>
    <message>
        <source>cannot end an annotation session</source>
        <translation type="vanished">impossibile terminare una sessione di annotazione</translation>
    </message>
    <message>
        <source>cannot read sessions</source>
        <translation type="vanished">impossibile leggere le sessioni</translation>
    </message>
    <message>
        <source>cannot submit item</source>
        <translation type="vanished">impossibile inviare l&apos;elemento</translation>
    </message>
    <message>
        <source>cannot reopen item for revision</source>
        <translation type="vanished">impossibile riaprire l&apos;elemento per la revisione</translation>
    </message>
    <message>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation type="vanished">l&apos;elemento %1 non è stato inviato da &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot read submissions</source>
        <translation type="vanished">impossibile leggere gli invii</translation>
    </message>
</context>
<context>
    <name>AnnotatorExclusions</name>
    <message>
        <source>cannot read the annotators excluded from alignment: %1</source>
        <translation type="vanished">impossibile leggere gli annotatori esclusi dall&apos;allineamento: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/annotatorexclusions.cpp" line="+35"/>
        <source>the study&apos;s list of annotators excluded from alignment (%1) is not a JSON list of names</source>
        <translation>l&apos;elenco dello studio degli annotatori esclusi dall&apos;allineamento (%1) non è un elenco JSON di nomi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study&apos;s list of annotators excluded from alignment (%1) holds something other than a name</source>
        <translation>l&apos;elenco dello studio degli annotatori esclusi dall&apos;allineamento (%1) contiene qualcosa che non è un nome</translation>
    </message>
    <message>
        <source>cannot save the annotators excluded from alignment: %1</source>
        <translation type="vanished">impossibile salvare gli annotatori esclusi dall&apos;allineamento: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot read the annotators excluded from alignment</source>
        <translation>impossibile leggere gli annotatori esclusi dall&apos;allineamento</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+9"/>
        <source>cannot save the annotators excluded from alignment</source>
        <translation>impossibile salvare gli annotatori esclusi dall&apos;allineamento</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>excluded in the study&apos;s settings</source>
        <translation>escluso nelle impostazioni dello studio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>named for this run</source>
        <translation>indicato per questa esecuzione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>failed %1 of %2 attention checks</source>
        <translation>%1 controlli dell&apos;attenzione su %2 non superati</translation>
    </message>
</context>
<context>
    <name>AnnotatorName</name>
    <message>
        <location filename="../core/study/annotatorname.cpp" line="+12"/>
        <source>an annotator needs a name</source>
        <translation>un annotatore deve avere un nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the annotator name &apos;%1&apos; begins or ends with a space; names are compared exactly, so give it without</source>
        <translation>il nome dell&apos;annotatore &apos;%1&apos; inizia o finisce con uno spazio; i nomi vengono confrontati esattamente, quindi indicarlo senza spazi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the annotator name &apos;%1&apos; holds a line break, tab or other control character</source>
        <translation>il nome dell&apos;annotatore &apos;%1&apos; contiene un a capo, una tabulazione o un altro carattere di controllo</translation>
    </message>
</context>
<context>
    <name>AnnotatorProgress</name>
    <message>
        <location filename="../core/storage/annotatorprogress.cpp" line="+22"/>
        <source>fewer than %1 shared ratings</source>
        <translation>meno di %1 valutazioni condivise</translation>
    </message>
    <message>
        <source>cannot read the ratings: %1</source>
        <translation type="vanished">impossibile leggere le valutazioni: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot read the ratings</source>
        <translation>impossibile leggere le valutazioni</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>their ratings or the others&apos; mean do not vary on the shared ratings</source>
        <translation>le sue valutazioni o la media degli altri non variano sulle valutazioni condivise</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable, because %1</source>
        <translation>non disponibile, perché %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (median %2)</source>
        <translation>%1 (mediana %2)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read the gold answers</source>
        <translation>impossibile leggere le risposte gold</translation>
    </message>
    <message>
        <source>cannot read the gold answers: %1</source>
        <translation type="vanished">impossibile leggere le risposte di controllo: %1</translation>
    </message>
</context>
<context>
    <name>AnnotatorRows</name>
    <message>
        <location filename="../core/storage/annotatorrows.cpp" line="+17"/>
        <source>cannot record annotator &apos;%1&apos;</source>
        <translation>impossibile registrare l&apos;annotatore &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read annotator &apos;%1&apos;</source>
        <translation>impossibile leggere l&apos;annotatore &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>AnnotatorStore</name>
    <message>
        <location filename="../core/storage/annotatorstore.cpp" line="+24"/>
        <source>cannot record annotator</source>
        <translation>impossibile registrare l&apos;annotatore</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot read annotators</source>
        <translation>impossibile leggere gli annotatori</translation>
    </message>
</context>
<context>
    <name>AnswerParse</name>
    <message>
        <location filename="../core/modelstages/answerparse.cpp" line="+69"/>
        <source>the answer holds no JSON object</source>
        <translation>la risposta non contiene alcun oggetto JSON</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the answer has no field &apos;%1&apos;</source>
        <translation>la risposta non ha il campo &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer&apos;s field &apos;%1&apos; is not text</source>
        <translation>il campo &apos;%1&apos; della risposta non è testo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer&apos;s field &apos;%1&apos; is empty</source>
        <translation>il campo &apos;%1&apos; della risposta è vuoto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the answer&apos;s field &apos;%1&apos; is &apos;%2&apos;, not one of %3</source>
        <translation>il campo &apos;%1&apos; della risposta è &apos;%2&apos;, non uno tra %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the answer&apos;s JSON ends before it is closed (a cut-off answer?)</source>
        <translation>il JSON della risposta termina prima di essere chiuso (una risposta troncata?)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the answer&apos;s JSON is malformed: %1</source>
        <translation>il JSON della risposta non è valido: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the answer holds no JSON</source>
        <translation>la risposta non contiene JSON</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the answer says both YES and NO</source>
        <translation>la risposta dice sia YES sia NO</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer holds neither JSON nor a line &quot;Answer: YES&quot; or &quot;Answer: NO&quot;</source>
        <translation>la risposta non contiene né JSON né una riga &quot;Answer: YES&quot; o &quot;Answer: NO&quot;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the answer has no field &apos;score&apos;</source>
        <translation>la risposta non ha il campo &apos;score&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the answer&apos;s field &apos;score&apos; is not a list of numbers</source>
        <translation>il campo &apos;score&apos; della risposta non è un elenco di numeri</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the prompt asks for %n sub-score(s), the answer has %1</source>
        <translation>
            <numerusform>il prompt chiede %n sotto-punteggio, la risposta ne ha %1</numerusform>
            <numerusform>il prompt chiede %n sotto-punteggi, la risposta ne ha %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sub-score %1 is not a number</source>
        <translation>il sotto-punteggio %1 non è un numero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sub-score %1 is %2, outside 0-10</source>
        <translation>il sotto-punteggio %1 è %2, fuori da 0-10</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the answer holds neither JSON nor a verdict [[A&gt;B]], [[B&gt;A]], [[A=B=Good]] or [[A=B=Bad]]</source>
        <translation>la risposta non contiene né JSON né un verdetto [[A&gt;B]], [[B&gt;A]], [[A=B=Good]] o [[A=B=Bad]]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer gives more than one verdict (%1)</source>
        <translation>la risposta dà più di un verdetto (%1)</translation>
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
        <translation>riquadro</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the object has no field &apos;bbox_2d&apos;</source>
        <translation>l&apos;oggetto non ha il campo &apos;bbox_2d&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the image&apos;s size is unknown, so no box can be placed on it</source>
        <translation>la dimensione dell&apos;immagine è sconosciuta, quindi non è possibile collocarvi alcun riquadro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box is a list of four numbers [x0, y0, x1, y1]</source>
        <translation>un riquadro è un elenco di quattro numeri [x0, y0, x1, y1]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a box coordinate is not a number</source>
        <translation>una coordinata del riquadro non è un numero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the box [%1, %2, %3, %4] is inverted or empty (x1 must exceed x0, y1 y0)</source>
        <translation>il riquadro [%1, %2, %3, %4] è invertito o vuoto (x1 deve superare x0, y1 y0)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the box [%1, %2, %3, %4] lies outside the range of the convention %5 (0-%6 by 0-%7)</source>
        <translation>il riquadro [%1, %2, %3, %4] è fuori dall&apos;intervallo della convenzione %5 (0-%6 per 0-%7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the box lies on the image&apos;s edge, with no area inside it</source>
        <translation>il riquadro giace sul bordo dell&apos;immagine, senza alcuna area al suo interno</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the answer&apos;s list mixes boxes and objects</source>
        <translation>l&apos;elenco della risposta mescola riquadri e oggetti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer has no list &apos;boxes&apos;</source>
        <translation>la risposta non ha l&apos;elenco &apos;boxes&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the answer&apos;s &apos;boxes&apos; holds objects, not boxes</source>
        <translation>&apos;boxes&apos; della risposta contiene oggetti, non riquadri</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the answer has no list &apos;differences&apos;</source>
        <translation>la risposta non ha l&apos;elenco &apos;differences&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difference</source>
        <translation>differenza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not an object with op, box, description and confidence</source>
        <translation>non è un oggetto con op, box, description e confidence</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>op &apos;%1&apos; is not one of ADD, REMOVE, EDIT</source>
        <translation>op &apos;%1&apos; non è uno tra ADD, REMOVE, EDIT</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no text &apos;description&apos;</source>
        <translation>non ha il testo &apos;description&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its confidence is missing or not a number</source>
        <translation>la sua confidence manca o non è un numero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its confidence %1 lies outside 0-1</source>
        <translation>la sua confidence %1 è fuori da 0-1</translation>
    </message>
</context>
<context>
    <name>AuroraImport</name>
    <message>
        <location filename="../core/io/aurorarows.cpp" line="+30"/>
        <location line="+43"/>
        <location line="+16"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>campo obbligatorio &apos;%1&apos; mancante</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+13"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>il campo &apos;%1&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>il campo &apos;%1&apos; è vuoto</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>field &apos;%1&apos; must be an array of two non-empty strings</source>
        <translation>il campo &apos;%1&apos; deve essere un array di due stringhe non vuote</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; must be a finite number</source>
        <translation>il campo &apos;%1&apos; deve essere un numero finito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is outside the scale %3-%4</source>
        <translation>%1 %2 è fuori dalla scala %3-%4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 image &apos;%2&apos; does not exist (looked for %3)</source>
        <translation>l&apos;immagine %1 &apos;%2&apos; non esiste (cercata in %3)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>both models are &apos;%1&apos;</source>
        <translation>entrambi i modelli sono &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>winner &apos;%1&apos; is neither of the models &apos;%2&apos; and &apos;%3&apos; nor &quot;tie&quot;</source>
        <translation>il vincitore &apos;%1&apos; non è né uno dei modelli &apos;%2&apos; e &apos;%3&apos; né &quot;tie&quot;</translation>
    </message>
    <message>
        <location filename="../core/io/auroraimport.cpp" line="+100"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3 (the system is the name of the folder holding &apos;gen&apos;; give each row a &apos;model&apos;)</source>
        <translation>l&apos;elemento &apos;%1&apos; ha già un output del sistema &apos;%2&apos; alla riga %3 (il sistema è il nome della cartella che contiene &apos;gen&apos;; assegni a ogni riga un &apos;model&apos;)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3</source>
        <translation>l&apos;elemento &apos;%1&apos; ha già un output del sistema &apos;%2&apos; alla riga %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>model &apos;%1&apos; has the image &apos;%2&apos; on line %3 but &apos;%4&apos; here</source>
        <translation>il modello &apos;%1&apos; ha l&apos;immagine &apos;%2&apos; alla riga %3 ma &apos;%4&apos; qui</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>models &apos;%1&apos; and &apos;%2&apos; were already compared for item &apos;%3&apos; on line %4</source>
        <translation>i modelli &apos;%1&apos; e &apos;%2&apos; sono già stati confrontati per l&apos;elemento &apos;%3&apos; alla riga %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>this row repeats the input and prompt of line %1 (item &apos;%2&apos;)</source>
        <translation>questa riga ripete input e prompt della riga %1 (elemento &apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AURORA-Bench human score: the mean of the raters&apos; 0-2 judgements</source>
        <translation>Punteggio umano AURORA-Bench: la media dei giudizi 0-2 dei valutatori</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>AURORA-Bench ratings, votes and benchmark</source>
        <translation>Valutazioni, voti e benchmark AURORA-Bench</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AURORA-Bench point-wise scores (rating &apos;aurora&apos;, 0-2), pair-wise votes (preferences) or test.json (items with ground truth), JSON array or JSONL</source>
        <translation>Punteggi puntuali AURORA-Bench (valutazione &apos;aurora&apos;, 0-2), voti a coppie (preferenze) o test.json (elementi con ground truth), array JSON o JSONL</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the first row is none of AURORA&apos;s shapes: expected &quot;input&quot; with &quot;gen&quot; and &quot;score&quot; (point-wise), &quot;gens&quot;, &quot;models&quot; and &quot;winner&quot; (pair-wise), or &quot;output&quot; and &quot;prompt&quot; (test.json)</source>
        <translation>la prima riga non corrisponde a nessuna delle forme di AURORA: atteso &quot;input&quot; con &quot;gen&quot; e &quot;score&quot; (puntuale), &quot;gens&quot;, &quot;models&quot; e &quot;winner&quot; (a coppie), oppure &quot;output&quot; e &quot;prompt&quot; (test.json)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown shape</source>
        <translation>forma sconosciuta</translation>
    </message>
</context>
<context>
    <name>AutoLabel</name>
    <message>
        <location filename="../core/scoring/autolabel.cpp" line="+87"/>
        <source>no rule labels an output of %1 that passes the negative rules</source>
        <translation>nessuna regola etichetta un output di %1 che supera le regole negative</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a ground-truth image</source>
        <translation>un&apos;immagine ground truth</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the input images&apos; thresholds</source>
        <translation>le soglie delle immagini di input</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output of a high-quality system needs %1</source>
        <translation>un output di un sistema di alta qualità richiede %1</translation>
    </message>
    <message>
        <location filename="../core/scoring/studyautolabel.cpp" line="+42"/>
        <source>needs %1 and %2 stored (their embeddings give the input images&apos; similarity to the ground truth)</source>
        <translation>richiede %1 e %2 salvati (i loro embedding danno la similarità delle immagini di input alla ground truth)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 were scored with different model versions</source>
        <translation>%1 e %2 sono stati calcolati con versioni diverse del modello</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not in the model manifest</source>
        <translation>%1 non è nel manifest dei modelli</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no item has both embeddings of %1 and %2 stored</source>
        <translation>nessun elemento ha salvati entrambi gli embedding di %1 e %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>ADIEE automatic label: 0 failed edit, 0.5 partial success (or over-edit), 1 successful edit; fractions from multi-turn sequences</source>
        <translation>Etichetta automatica ADIEE: 0 modifica fallita, 0.5 successo parziale (o modifica eccessiva), 1 modifica riuscita; frazioni da sequenze multi-turno</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the percentile must lie in [0, 100], not %1</source>
        <translation>il percentile deve essere in [0, 100], non %1</translation>
    </message>
    <message>
        <source>the labels need an annotator name</source>
        <translation type="vanished">le etichette richiedono il nome di un annotatore</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds the anchor samples&apos; labels; the rules need another annotator</source>
        <translation>%1 contiene le etichette dei campioni di ancoraggio; le regole richiedono un altro annotatore</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cancelled while scoring; no label was changed</source>
        <translation>annullato durante il calcolo; nessuna etichetta è stata modificata</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not stored; run `editlens-cli score STUDY --metrics %1` (or autolabel with --models DIR)</source>
        <translation>non salvato; eseguire `editlens-cli score STUDY --metrics %1` (o autolabel con --models DIR)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no input image has both similarities</source>
        <translation>nessuna immagine di input ha entrambe le similarità</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>the new study already exists; choose another name</source>
        <translation>il nuovo studio esiste già; scegliere un altro nome</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: image %2 of the chain is missing</source>
        <translation>%1: manca l&apos;immagine %2 della catena</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the study has no multi-turn chains (items linked by source_item and turn) to build samples from</source>
        <translation>lo studio non ha catene multi-turno (elementi collegati da source_item e turn) da cui creare campioni</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: ADIEE multi-turn samples</source>
        <translation>%1: campioni multi-turno ADIEE</translation>
    </message>
    <message>
        <location filename="../core/scoring/autolabelanchors.cpp" line="+187"/>
        <source>the number of augmented copies must lie in [0, %1], not %2</source>
        <translation>il numero di copie aumentate deve essere in [0, %1], non %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled; no anchor was labelled</source>
        <translation>annullato; nessun ancoraggio è stato etichettato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the item has no input image</source>
        <translation>%1: l&apos;elemento non ha un&apos;immagine di input</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the input image %2 cannot be read</source>
        <translation>%1: impossibile leggere l&apos;immagine di input %2</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>cannot create the folder of the augmented copies</source>
        <translation>impossibile creare la cartella delle copie aumentate</translation>
    </message>
    <message>
        <location filename="../core/scoring/autolabelaugment.cpp" line="+131"/>
        <source>an augmentation needs an 8-bit colour image</source>
        <translation>un&apos;aumentazione richiede un&apos;immagine a colori a 8 bit</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>augmentation %1 failed: %2</source>
        <translation>aumentazione %1 non riuscita: %2</translation>
    </message>
</context>
<context>
    <name>BatchWriter</name>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+52"/>
        <source>cannot start the import transaction</source>
        <translation>impossibile avviare la transazione di importazione</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot commit the import</source>
        <translation>impossibile confermare l&apos;importazione</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot write %1</source>
        <translation>impossibile scrivere %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation>impossibile leggere %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot write dimension &apos;%1&apos;</source>
        <translation>impossibile scrivere la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read dimensions</source>
        <translation>impossibile leggere le dimensioni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read items</source>
        <translation>impossibile leggere gli elementi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write the study name</source>
        <translation>impossibile scrivere il nome dello studio</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>cannot write item &apos;%1&apos;</source>
        <translation>impossibile scrivere l&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot update item &apos;%1&apos;</source>
        <translation>impossibile aggiornare l&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation>impossibile scrivere l&apos;output &apos;%1&apos; dell&apos;elemento &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation>impossibile leggere l&apos;output &apos;%1&apos; dell&apos;elemento &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../core/storage/batchwriter_annotations.cpp" line="+46"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation>dimensione di valutazione sconosciuta &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write a rating of item &apos;%1&apos;: %2</source>
        <translation>impossibile scrivere una valutazione dell&apos;elemento &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write a score of item &apos;%1&apos;</source>
        <translation>impossibile scrivere un punteggio dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot write a difference of item &apos;%1&apos;</source>
        <translation>impossibile scrivere una differenza dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot write a coherence label of item &apos;%1&apos;</source>
        <translation>impossibile scrivere un&apos;etichetta di coerenza dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write a review of item &apos;%1&apos;</source>
        <translation>impossibile scrivere una revisione dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot write a completion of item &apos;%1&apos;</source>
        <translation>impossibile scrivere un completamento dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>preference names a system without an output in item &apos;%1&apos;</source>
        <translation>la preferenza indica un sistema senza output nell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write a preference of item &apos;%1&apos;</source>
        <translation>impossibile scrivere una preferenza dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>judge vote names a system without an output in item &apos;%1&apos;</source>
        <translation>il voto del giudice indica un sistema senza output nell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot write a judge vote of item &apos;%1&apos;</source>
        <translation>impossibile scrivere un voto del giudice dell&apos;elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+30"/>
        <source>cannot read masks</source>
        <translation>impossibile leggere le maschere</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write a mask</source>
        <translation>impossibile scrivere una maschera</translation>
    </message>
</context>
<context>
    <name>BlobStore</name>
    <message>
        <source>cannot store the file &apos;%1&apos;: %2</source>
        <translation type="vanished">impossibile salvare il file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s files: %1</source>
        <translation type="vanished">impossibile leggere i file dello studio: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/blobstore.cpp" line="+104"/>
        <source>cannot store the file &apos;%1&apos;</source>
        <translation>impossibile salvare il file &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+47"/>
        <source>cannot read the study&apos;s files</source>
        <translation>impossibile leggere i file dello studio</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>cannot store the study&apos;s files</source>
        <translation>impossibile salvare i file dello studio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled; no file was stored</source>
        <translation>annullato; nessun file è stato salvato</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>cannot create the local image cache</source>
        <translation>impossibile creare la cache locale delle immagini</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the study&apos;s file row &apos;%2&apos; was left out: %3; nothing was written for it</source>
        <translation>%1: la riga di file &apos;%2&apos; dello studio è stata esclusa: %3; per essa non è stato scritto nulla</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cancelled while fetching the study&apos;s images</source>
        <translation>annullato durante il recupero delle immagini dello studio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the path is not a plain path inside the study</source>
        <translation>il percorso non è un percorso semplice all&apos;interno dello studio</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot fetch the file &apos;%1&apos;</source>
        <translation>impossibile recuperare il file &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the study names a file outside its folder: &apos;%1&apos;; nothing was written there</source>
        <translation type="vanished">lo studio indica un file fuori dalla sua cartella: &apos;%1&apos;; lì non è stato scritto nulla</translation>
    </message>
    <message>
        <source>cannot fetch the file &apos;%1&apos;: %2</source>
        <translation type="vanished">impossibile recuperare il file &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its content is missing on the server</source>
        <translation>il suo contenuto manca sul server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the server&apos;s copy of &apos;%1&apos; does not match its sha256; it was not written</source>
        <translation>la copia di &apos;%1&apos; sul server non corrisponde al suo sha256; non è stata scritta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder for &apos;%1&apos;</source>
        <translation>impossibile creare la cartella per &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write the local copy: %1</source>
        <translation>impossibile scrivere la copia locale: %1</translation>
    </message>
</context>
<context>
    <name>BpmImport</name>
    <message>
        <location filename="../core/io/bpmimport.cpp" line="+87"/>
        <source>field &apos;index&apos; must be %1 or a string, not %2</source>
        <translation>il campo &apos;index&apos; deve essere %1 o una stringa, non %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing required field &apos;index&apos;</source>
        <translation>campo obbligatorio &apos;index&apos; mancante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;index&apos; must be an integer or a string</source>
        <translation>il campo &apos;index&apos; deve essere un intero o una stringa</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+80"/>
        <location line="+27"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>campo obbligatorio &apos;%1&apos; mancante</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>il campo &apos;%1&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>il campo &apos;%1&apos; è vuoto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 &apos;%2&apos; leaves the folder of this file</source>
        <translation>%1 &apos;%2&apos; esce dalla cartella di questo file</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;LLM&apos; must be an object</source>
        <translation>il campo &apos;LLM&apos; deve essere un oggetto</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation>il campo &apos;%1&apos; deve essere un oggetto</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation>il campo &apos;%1&apos; deve essere un numero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 is outside the user study&apos;s scale 1-5</source>
        <translation>%1 %2 è fuori dalla scala 1-5 dello studio utenti</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1.%2&apos; must be a number</source>
        <translation>il campo &apos;%1.%2&apos; deve essere un numero</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>BPM human-alignment metadata</source>
        <translation>Metadati BPM di allineamento umano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores and their combined BPM as bpm_released_bpm; gt_test_metadata.json: three candidates with their ground-truth test roles</source>
        <translation>BPM local/global_metadata.json: quattro output per voce, user_overall_quality come valutazione &apos;overall&apos; (1-5), i valori pubblicati di BPM come punteggi bpm_released_* e il loro BPM combinato come bpm_released_bpm; gt_test_metadata.json: tre candidati con i loro ruoli nel test ground truth</translation>
    </message>
    <message>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores</source>
        <translation type="vanished">BPM local/global_metadata.json: quattro output per voce, user_overall_quality come valutazione &apos;overall&apos; (1-5), i valori pubblicati di BPM come punteggi bpm_released_*</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation>atteso un array JSON di voci</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no entries in this file</source>
        <translation>nessuna voce in questo file</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is not a JSON object</source>
        <translation>la voce %1 non è un oggetto JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
</context>
<context>
    <name>BpmRegions</name>
    <message>
        <location filename="../core/bpm/bpmregions_resolve.cpp" line="+27"/>
        <source>file not found</source>
        <translation>file non trovato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a readable image</source>
        <translation>non è un&apos;immagine leggibile</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>mask is %1×%2 pixels, the source image %3×%4</source>
        <translation>la maschera è di %1×%2 pixel, l&apos;immagine sorgente di %3×%4</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>masks of the output: %1</source>
        <translation>maschere dell&apos;output: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks of the item: %1</source>
        <translation>maschere dell&apos;elemento: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>differences: %n box(es) by %1</source>
        <translation>
            <numerusform>differenze: %n riquadro di %1</numerusform>
            <numerusform>differenze: %n riquadri di %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>reference grounded by %1</source>
        <translation>riferimento localizzato da %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (stored)</source>
        <comment>a detector&apos;s boxes stored by an earlier run</comment>
        <translation>%1 (salvati)</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>item: %n window(s) where the other outputs changed</source>
        <translation>
            <numerusform>elemento: %n finestra in cui gli altri output sono cambiati</numerusform>
            <numerusform>elemento: %n finestre in cui gli altri output sono cambiati</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <comment>no region source</comment>
        <translation>nessuna</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n search window(s) segmented in each image</source>
        <translation>
            <numerusform>%n finestra di ricerca segmentata in ogni immagine</numerusform>
            <numerusform>%n finestre di ricerca segmentate in ogni immagine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>imported boxes: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>riquadri importati: %n riquadro di %1, GrabCut %2 iterazioni</numerusform>
            <numerusform>riquadri importati: %n riquadri di %1, GrabCut %2 iterazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>imported boxes: %n box(es) by %1</source>
        <translation>
            <numerusform>riquadri importati: %n riquadro di %1</numerusform>
            <numerusform>riquadri importati: %n riquadri di %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>rilevatore: %n riquadro di %1, GrabCut %2 iterazioni</numerusform>
            <numerusform>rilevatore: %n riquadri di %1, GrabCut %2 iterazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1</source>
        <translation>
            <numerusform>rilevatore: %n riquadro di %1</numerusform>
            <numerusform>rilevatore: %n riquadri di %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>add: M_origin := M_edit</source>
        <extracomment>M_origin and M_edit are BPM&apos;s names for the two masks; o1 and o2 the original and edited object.</extracomment>
        <translation>aggiunta: M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>remove: M_edit := M_origin</source>
        <translation>rimozione: M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no o1 asked: M_origin := M_edit</source>
        <translation>o1 non richiesto: M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no o2 asked: M_edit := M_origin</source>
        <translation>o2 non richiesto: M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no origin region: M_origin := M_edit</source>
        <translation>nessuna regione di origine: M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no edit region: M_edit := M_origin</source>
        <translation>nessuna regione modificata: M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the image pair is empty or not aligned</source>
        <translation>la coppia di immagini è vuota o non allineata</translation>
    </message>
    <message>
        <location filename="../core/bpm/bpmregions_grounded.cpp" line="+53"/>
        <source>o1 not found in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>o1 non trovato nell&apos;originale</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n box(es) of o1 in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>
            <numerusform>%n riquadro di o1 nell&apos;originale</numerusform>
            <numerusform>%n riquadri di o1 nell&apos;originale</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>o2 not found in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>o2 non trovato nell&apos;immagine modificata</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n box(es) of o2 in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>
            <numerusform>%n riquadro di o2 nell&apos;immagine modificata</numerusform>
            <numerusform>%n riquadri di o2 nell&apos;immagine modificata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>segmented in each box (GrabCut %n iteration(s))</source>
        <translation>
            <numerusform>segmentato in ogni riquadro (GrabCut, %n iterazione)</numerusform>
            <numerusform>segmentato in ogni riquadro (GrabCut, %n iterazioni)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grounded by %1: %2</source>
        <extracomment>%1: the grounding model&apos;s name; %2: what it found, clauses joined by &quot;, &quot; (e.g. &quot;2 box(es) of o1 in the original, o2 not found in the edited image&quot;).</extracomment>
        <translation>localizzato da %1: %2</translation>
    </message>
</context>
<context>
    <name>BpmScore</name>
    <message>
        <location filename="../core/bpm/bpmscore.cpp" line="+136"/>
        <source>add: no source object, full size score</source>
        <translation>aggiunta: nessun oggetto sorgente, punteggio di dimensione pieno</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>unavailable: the object (%1) is not located in the original image</source>
        <translation>non disponibile: l&apos;oggetto (%1) non è localizzato nell&apos;immagine originale</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>area ratio %1 (%2)</source>
        <translation>rapporto di area %1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not judged by the released rules</source>
        <translation>non valutato dalle regole pubblicate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>remove: full position score</source>
        <translation>rimozione: punteggio di posizione pieno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the edited object (%1) is not found in the edited image</source>
        <translation>l&apos;oggetto modificato (%1) non si trova nell&apos;immagine modificata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: the edited object (%1) is not located in the edited image</source>
        <translation>non disponibile: l&apos;oggetto modificato (%1) non è localizzato nell&apos;immagine modificata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the reference object (%1) is not located (a mask of kind &apos;reference&apos; gives it)</source>
        <translation>non disponibile: l&apos;oggetto di riferimento (%1) non è localizzato (lo fornisce una maschera di tipo &apos;reference&apos;)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>add without a position: full position score</source>
        <translation>aggiunta senza posizione: punteggio di posizione pieno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unavailable: an add placed %1 names no reference object</source>
        <translation>non disponibile: un&apos;aggiunta posizionata %1 non indica alcun oggetto di riferimento</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 of %2 box(es) %3 of the %4</source>
        <translation>%1 di %2 riquadri: %3 rispetto a %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object&apos;s place before</source>
        <translation>posizione precedente dell&apos;oggetto</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>S_modify needs CLIP embeddings of one length and a text direction</source>
        <translation>S_modify richiede embedding CLIP di una stessa lunghezza e una direzione testuale</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>; released rules: the edited object (%1) is not located, edit failed: S_modify 0, whole-image preservation</source>
        <translation>; regole pubblicate: l&apos;oggetto modificato (%1) non è localizzato, modifica fallita: S_modify 0, preservazione dell&apos;intera immagine</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no preserved pixel outside the edit regions</source>
        <translation>nessun pixel conservato al di fuori delle regioni modificate</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>unavailable: CLIP-T not computed</source>
        <translation>non disponibile: CLIP-T non calcolato</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unavailable: S_region needs S_size and S_position (%1)</source>
        <translation>non disponibile: S_region richiede S_size e S_position (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: S_modify needs CLIP, not computed</source>
        <translation>non disponibile: S_modify richiede CLIP, non calcolato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: S_preserve not computed</source>
        <translation>non disponibile: S_preserve non calcolato</translation>
    </message>
</context>
<context>
    <name>ChangeFeed</name>
    <message>
        <source>cannot read the ratings channel: %1</source>
        <translation type="vanished">impossibile leggere il canale delle valutazioni: %1</translation>
    </message>
    <message>
        <location filename="../core/server/changefeed.cpp" line="+144"/>
        <source>cannot read the ratings channel</source>
        <translation>impossibile leggere il canale delle valutazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this login may not hear the study&apos;s ratings</source>
        <translation>questo accesso non può ricevere le valutazioni dello studio</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>cannot install the study&apos;s change announcements</source>
        <translation>impossibile installare gli avvisi di modifica dello studio</translation>
    </message>
</context>
<context>
    <name>ChatClient</name>
    <message>
        <location filename="../core/endpoint/chatclient.cpp" line="+106"/>
        <source>the answer is not a JSON object (%1 at byte %2): %3</source>
        <translation>la risposta non è un oggetto JSON (%1 al byte %2): %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the answer has no choices[0].message.content text: %1</source>
        <translation>la risposta non ha il testo choices[0].message.content: %1</translation>
    </message>
    <message>
        <location line="+150"/>
        <location line="+198"/>
        <source>the answer is larger than %1 bytes and was refused</source>
        <translation>la risposta supera %1 byte ed è stata rifiutata</translation>
    </message>
    <message>
        <location line="-194"/>
        <location line="+197"/>
        <source>no answer within %1 ms</source>
        <translation>nessuna risposta entro %1 ms</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+192"/>
        <source>connection failed: %1</source>
        <translation>connessione non riuscita: %1</translation>
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
        <translation>la risposta non ha un elenco &quot;data&quot; di modelli: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/endpoint/chatpayload.cpp" line="+70"/>
        <source>not an image a model can be shown (PNG, JPEG, WebP, GIF or BMP)</source>
        <translation>non è un&apos;immagine che si possa mostrare a un modello (PNG, JPEG, WebP, GIF o BMP)</translation>
    </message>
</context>
<context>
    <name>ClipTokenizer</name>
    <message>
        <location filename="../core/inference/cliptokenizer.cpp" line="+92"/>
        <source>CLIP vocabulary file not found</source>
        <translation>file del vocabolario CLIP non trovato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read the CLIP vocabulary: %1</source>
        <translation>impossibile leggere il vocabolario CLIP: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a gzip file (expected bpe_simple_vocab_16e6.txt.gz)</source>
        <translation>non è un file gzip (atteso bpe_simple_vocab_16e6.txt.gz)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot initialise zlib</source>
        <translation>impossibile inizializzare zlib</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unexpected data after the end of the gzip stream</source>
        <translation>dati inattesi dopo la fine del flusso gzip</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>truncated gzip data</source>
        <translation>dati gzip troncati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>corrupt gzip data: %1</source>
        <translation>dati gzip danneggiati: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the CLIP vocabulary is not valid UTF-8</source>
        <translation>il vocabolario CLIP non è UTF-8 valido</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a merge line needs two symbols separated by a space, found %1</source>
        <translation>una riga di merge richiede due simboli separati da uno spazio, trovato %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>the context length must be at least 1, got %1</source>
        <translation>la lunghezza del contesto deve essere almeno 1, ricevuto %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text is %1 tokens long, more than the context length %2</source>
        <translation>il testo è lungo %1 token, più della lunghezza del contesto %2</translation>
    </message>
</context>
<context>
    <name>CocoExport</name>
    <message>
        <location filename="../core/io/cocoexport.cpp" line="+103"/>
        <source>COCO detection JSON</source>
        <translation>JSON di rilevamento COCO</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference boxes as COCO detection JSON (categories ADD, REMOVE, EDIT; pixel boxes)</source>
        <translation>riquadri di differenza come JSON di rilevamento COCO (categorie ADD, REMOVE, EDIT; riquadri in pixel)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: the output is marked complete, but the study does not have its image</source>
        <translation>elemento &apos;%1&apos;, sistema &apos;%2&apos;: l&apos;output è segnato come completo, ma lo studio non ha la sua immagine</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a %3 box lives on the %4 image, which the study does not have</source>
        <translation>elemento &apos;%1&apos;, sistema &apos;%2&apos;: un riquadro %3 si trova sull&apos;immagine %4, che lo studio non ha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>original</source>
        <translation>originale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>modificata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a box is still normalized</source>
        <translation>elemento &apos;%1&apos;, sistema &apos;%2&apos;: un riquadro è ancora normalizzato</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>export cancelled</source>
        <translation>esportazione annullata</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparecaptions.cpp" line="+26"/>
        <source>%1 (loading…)</source>
        <translation>%1 (caricamento…)</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>%1 · no image</source>
        <translation>%1 · nessuna immagine</translation>
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
        <translation> · mostrata a %1 dell&apos;originale</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Original · %1</source>
        <translation>Originale · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original (loading…)</source>
        <translation>Originale (caricamento…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original</source>
        <translation>Originale</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left · %1</source>
        <translation>Sinistra · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right · %1</source>
        <translation>Destra · %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no output</source>
        <translation>nessun output</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1  ◀ │ ▶  %2</source>
        <translation>%1  ◀ │ ▶  %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Showing the output: %1 (Space: original)</source>
        <translation>Output visualizzato: %1 (Spazio: originale)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the original: %1 (Space: output)</source>
        <translation>Originale visualizzato: %1 (Spazio: output)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (on the original) · %2 · %3 (on the output) · dashed: detector guess · solid: annotator or ground truth</source>
        <translation>%1 (sull&apos;originale) · %2 · %3 (sull&apos;output) · tratteggio: stima del rilevatore · continuo: annotatore o ground truth</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM parse: %1</source>
        <translation>Analisi BPM: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · regions: %1</source>
        <translation> · regioni: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · regions unavailable: %1</source>
        <translation> · regioni non disponibili: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Heat-map: ΔE*ab, 0 … 50</source>
        <translation>Mappa di calore: ΔE*ab, 0 … 50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat-map: 1 − SSIM, 0 … 1</source>
        <translation>Mappa di calore: 1 − SSIM, 0 … 1</translation>
    </message>
</context>
<context>
    <name>CrowdEnrolment</name>
    <message>
        <location filename="../core/web/crowdenrolment.cpp" line="+81"/>
        <source>raters per item must be 1 or more</source>
        <translation>i valutatori per elemento devono essere almeno 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items per participant must be 1 or more</source>
        <translation>gli elementi per partecipante devono essere almeno 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abandonment timeout must be 1 minute or more</source>
        <translation>il timeout di abbandono deve essere di almeno 1 minuto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>session tokens must last 1 hour or more</source>
        <translation>i token di sessione devono durare almeno 1 ora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the link parameter &apos;%1&apos; is not 1 to 40 letters, digits or underscores</source>
        <translation>il parametro del link &apos;%1&apos; non è composto da 1 a 40 lettere, cifre o trattini bassi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the participant, study and session parameters need three different names</source>
        <translation>i parametri di partecipante, studio e sessione richiedono tre nomi diversi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the completion URL &apos;%1&apos; is not an http or https address</source>
        <translation>l&apos;URL di completamento &apos;%1&apos; non è un indirizzo http o https</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+52"/>
        <location line="+185"/>
        <source>cannot enrol a participant</source>
        <translation>impossibile iscrivere un partecipante</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+299"/>
        <source>cannot release abandoned participants</source>
        <translation>impossibile liberare i partecipanti che hanno abbandonato</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>cannot read the crowd participants</source>
        <translation>impossibile leggere i partecipanti crowd</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the crowd settings</source>
        <translation>impossibile leggere le impostazioni crowd</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot save the crowd settings</source>
        <translation>impossibile salvare le impostazioni crowd</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>all places are taken: every item has as many raters as the study needs</source>
        <translation>tutti i posti sono occupati: ogni elemento ha tanti valutatori quanti ne richiede lo studio</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the participant id is not 1 to 64 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>l&apos;id del partecipante non è composto da 1 a 64 lettere, cifre, &apos;-&apos; o &apos;_&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the study&apos;s plan has no open enrolment</source>
        <translation>il piano dello studio non prevede l&apos;iscrizione aperta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study has no plan: make one with &apos;editlens-cli plan&apos; first</source>
        <translation>lo studio non ha un piano: crearne prima uno con &apos;editlens-cli plan&apos;</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>cannot record a participant&apos;s activity</source>
        <translation>impossibile registrare l&apos;attività di un partecipante</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <location filename="../core/io/csv.cpp" line="+60"/>
        <source>a quoted field is never closed</source>
        <translation>un campo tra virgolette non viene mai chiuso</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unexpected character &apos;%1&apos; after a closing quote (quotes inside a quoted field are written as &quot;&quot;)</source>
        <translation>carattere inatteso &apos;%1&apos; dopo una virgoletta di chiusura (le virgolette dentro un campo tra virgolette si scrivono &quot;&quot;)</translation>
    </message>
</context>
<context>
    <name>DeleteDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+59"/>
        <source>Delete %1 box</source>
        <translation>Elimina riquadro %1</translation>
    </message>
</context>
<context>
    <name>DemoStudy</name>
    <message>
        <location filename="../core/demo/demoedits.cpp" line="+117"/>
        <source>cannot write image</source>
        <translation>impossibile scrivere l&apos;immagine</translation>
    </message>
    <message>
        <location filename="../core/demo/demostudy.cpp" line="+90"/>
        <source>cannot remove the old demo file</source>
        <translation>impossibile rimuovere il vecchio file demo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot remove the old demo images</source>
        <translation>impossibile rimuovere le vecchie immagini demo</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>cannot create the demo folder</source>
        <translation>impossibile creare la cartella demo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a demo study already exists here; pass --force to rebuild it (its annotations are lost)</source>
        <translation>qui esiste già uno studio demo; usare --force per ricrearlo (le sue annotazioni andranno perse)</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>cannot read the demo photograph (install the opencv-doc package or pass --photos)</source>
        <translation>impossibile leggere la fotografia demo (installare il pacchetto opencv-doc o usare --photos)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create folder</source>
        <translation>impossibile creare la cartella</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cancelled</source>
        <translation>annullato</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>cannot write the demo manifest</source>
        <translation>impossibile scrivere il manifest demo</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot make the demo rubric active</source>
        <translation>impossibile attivare la griglia di valutazione demo</translation>
    </message>
    <message>
        <location filename="../core/demo/demosystems.cpp" line="+75"/>
        <source>Rate each edited image from 1 (very poor) to 5 (very good) on three questions. Look at the original and the instruction first, then at the edited image.</source>
        <translation>Valuti ogni immagine modificata da 1 (pessima) a 5 (ottima) rispondendo a tre domande. Guardi prima l&apos;originale e l&apos;istruzione, poi l&apos;immagine modificata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overall: How good is the edit as a whole? Does it do what the instruction asks, look natural, and leave the rest alone?</source>
        <translation>Complessivo: quanto è buona la modifica nel suo insieme? Fa ciò che chiede l&apos;istruzione, appare naturale e lascia intatto il resto?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited area: Does the part the instruction names show the requested change, cleanly and convincingly?</source>
        <translation>Area modificata: la parte indicata dall&apos;istruzione mostra la modifica richiesta, in modo pulito e convincente?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preservation: Is everything the instruction did not ask to change still as it was in the original?</source>
        <translation>Conservazione: tutto ciò che l&apos;istruzione non chiedeva di cambiare è rimasto com&apos;era nell&apos;originale?</translation>
    </message>
</context>
<context>
    <name>DiceClipStage</name>
    <message>
        <location filename="../core/scoring/diceclipstage.cpp" line="+148"/>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation>un embedding di immagine CLIP è nullo (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no coherent box lies inside its image (%1)</source>
        <translation>nessun riquadro coerente si trova all&apos;interno della sua immagine (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation>l&apos;elemento non ha né un&apos;istruzione né una didascalia target (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation>un embedding CLIP è nullo oppure i lati immagine e testo differiscono (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>unavailable on %1 of %n output(s), because no differences of origin &apos;%2&apos; were recorded for them (never annotated or detected by it)</source>
        <translation>
            <numerusform>non disponibile su %1 di %n output, perché per esso non sono state registrate differenze di origine &apos;%2&apos; (mai annotate né rilevate da essa)</numerusform>
            <numerusform>non disponibile su %1 di %n output, perché per essi non sono state registrate differenze di origine &apos;%2&apos; (mai annotate né rilevate da essa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>unavailable on %1 of %n output(s), because the study has no differences of origin &apos;%2&apos; (it has: %3)</source>
        <translation>
            <numerusform>non disponibile su %1 di %n output, perché lo studio non ha differenze di origine &apos;%2&apos; (ha: %3)</numerusform>
            <numerusform>non disponibile su %1 di %n output, perché lo studio non ha differenze di origine &apos;%2&apos; (ha: %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not computed on %n output(s), for example: %1</source>
        <translation>
            <numerusform>non calcolato su %n output, per esempio: %1</numerusform>
            <numerusform>non calcolato su %n output, per esempio: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceExport</name>
    <message>
        <location filename="../core/io/diceexport.cpp" line="+41"/>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation>una differenza richiede sia l&apos;immagine originale sia quella modificata, che lo studio non ha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 image of a %2 box has no known size</source>
        <translation>l&apos;immagine %1 di un riquadro %2 non ha dimensioni note</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>original</source>
        <translation>originale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>modificata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box is still normalized</source>
        <translation>un riquadro è ancora normalizzato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation>il riquadro %1 &apos;%2&apos; è vuoto all&apos;interno della sua immagine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation>la motivazione di &apos;%1&apos; contiene una propria riga Decision:/Answer:, che un lettore DICE prenderebbe per la decisione</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation>elemento &apos;%1&apos;, sistema &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation>questo è un file; l&apos;esportazione dice scrive una cartella (indicare una cartella nuova o esistente)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder</source>
        <translation>impossibile creare la cartella</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>DICE differences and coherence</source>
        <translation>Differenze e coerenza DICE</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a folder with DICE&apos;s predicted_differences.json and coherence_results.json for one origin (--origin truth, an annotator or a detector)</source>
        <translation>una cartella con predicted_differences.json e coherence_results.json di DICE per un&apos;origine (--origin truth, un annotatore o un rilevatore)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>no output folder named</source>
        <translation>nessuna cartella di output indicata</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>export cancelled</source>
        <translation>esportazione annullata</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no differences to export</source>
        <translation>lo studio non ha differenze da esportare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation>nessuna differenza dell&apos;origine &apos;%1&apos;; lo studio ha differenze di: %2</translation>
    </message>
</context>
<context>
    <name>DiceImport</name>
    <message>
        <location filename="../core/io/diceimport.cpp" line="+38"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation>atteso un array JSON di voci</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>entry %1 is not a JSON object</source>
        <translation>la voce %1 non è un oggetto JSON</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>missing or empty &apos;%1&apos;</source>
        <translation>&apos;%1&apos; mancante o vuoto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;complete_difference&apos; must be a string</source>
        <translation>&apos;complete_difference&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>operation &apos;%1&apos; is not ADD, REMOVE or EDIT</source>
        <translation>l&apos;operazione &apos;%1&apos; non è ADD, REMOVE o EDIT</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing &apos;operation&apos; (and &apos;complete_difference&apos; does not start with ADD:, REMOVE: or EDIT:)</source>
        <translation>&apos;operation&apos; mancante (e &apos;complete_difference&apos; non inizia con ADD:, REMOVE: o EDIT:)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;bbox&apos; must be [x0, y0, x1, y1], four numbers</source>
        <translation>&apos;bbox&apos; deve essere [x0, y0, x1, y1], quattro numeri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bbox [%1, %2, %3, %4] leaves [0, 1] (DICE boxes are normalized)</source>
        <translation>bbox [%1, %2, %3, %4] esce da [0, 1] (i riquadri DICE sono normalizzati)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bbox [%1, %2, %3, %4] is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation>bbox [%1, %2, %3, %4] è vuoto o invertito (richiesto x0 &lt; x1, y0 &lt; y1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;confidence&apos; must be a number in [0, 1]</source>
        <translation>&apos;confidence&apos; deve essere un numero in [0, 1]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;gt_prompt&apos; must be a string</source>
        <translation>&apos;gt_prompt&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&apos;index&apos; must be the 0-based position of a difference (0 to %1)</source>
        <translation>&apos;index&apos; deve essere la posizione (a partire da 0) di una differenza (da 0 a %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>difference &apos;%1&apos; does not match entry %2 of %3 (&apos;%4&apos;)</source>
        <translation>la differenza &apos;%1&apos; non corrisponde alla voce %2 di %3 (&apos;%4&apos;)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing &apos;coherence_evaluation&apos; text (a string, or a list of strings)</source>
        <translation>testo &apos;coherence_evaluation&apos; mancante (una stringa o un elenco di stringhe)</translation>
    </message>
    <message>
        <source>missing &apos;coherence_evaluation&apos; text</source>
        <translation type="vanished">testo &apos;coherence_evaluation&apos; mancante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no decision in &apos;coherence_evaluation&apos; (expected Decision: &quot;YES&quot;/&quot;NO&quot; or Answer: YES/NO)</source>
        <translation>nessuna decisione in &apos;coherence_evaluation&apos; (atteso Decision: &quot;YES&quot;/&quot;NO&quot; o Answer: YES/NO)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DICE differences and coherence</source>
        <translation>Differenze e coerenza DICE</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DICE predicted_differences.json (+ coherence_results.json): detector boxes &quot;DICE&quot; on the outputs at edited_path</source>
        <translation>DICE predicted_differences.json (+ coherence_results.json): riquadri del rilevatore &quot;DICE&quot; sugli output in edited_path</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>no differences in this file</source>
        <translation>nessuna differenza in questo file</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no item of the study has the original &apos;%1&apos; with an output at &apos;%2&apos;</source>
        <translation>nessun elemento dello studio ha l&apos;originale &apos;%1&apos; con un output in &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 items of the study have the original &apos;%2&apos; with an output at &apos;%3&apos;; cannot tell which one these differences belong to</source>
        <translation>%1 elementi dello studio hanno l&apos;originale &apos;%2&apos; con un output in &apos;%3&apos;; impossibile stabilire a quale appartengano queste differenze</translation>
    </message>
</context>
<context>
    <name>DiffMaps</name>
    <message>
        <location filename="../core/metrics/diffmaps.cpp" line="+72"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation>SSIM richiede immagini di almeno 11x11 pixel</translation>
    </message>
</context>
<context>
    <name>DifferenceDetector</name>
    <message>
        <location filename="../core/detect/differencedetector.cpp" line="+383"/>
        <source>the pixel-diff detector failed: %1</source>
        <translation>il rilevatore di differenze pixel non è riuscito: %1</translation>
    </message>
</context>
<context>
    <name>DifferenceEditor</name>
    <message>
        <location filename="../ui/annotate/differenceeditor.cpp" line="+175"/>
        <source>choose an annotator before drawing boxes</source>
        <translation>scelga un annotatore prima di disegnare i riquadri</translation>
    </message>
</context>
<context>
    <name>DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+37"/>
        <source>Nothing to evaluate yet: the study has no ground-truth differences, no annotator&apos;s boxes or completed outputs, and no detector boxes.</source>
        <translation>Ancora niente da valutare: lo studio non ha differenze ground truth, né riquadri o output completati di annotatori, né riquadri di rilevatori.</translation>
    </message>
</context>
<context>
    <name>DifferenceStore</name>
    <message>
        <location filename="../core/storage/differencestore.cpp" line="+33"/>
        <source>no difference with id %1</source>
        <translation>nessuna differenza con id %1</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>cannot read differences</source>
        <translation>impossibile leggere le differenze</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+200"/>
        <source>cannot read outputs</source>
        <translation>impossibile leggere gli output</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>no output with id %1</source>
        <translation>nessun output con id %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save difference</source>
        <translation>impossibile salvare la differenza</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot move difference</source>
        <translation>impossibile spostare la differenza</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot relabel difference</source>
        <translation>impossibile rietichettare la differenza</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot delete difference</source>
        <translation>impossibile eliminare la differenza</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read difference</source>
        <translation>impossibile leggere la differenza</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+8"/>
        <source>cannot save review</source>
        <translation>impossibile salvare la revisione</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <source>cannot save the output&apos;s completion</source>
        <translation>impossibile salvare il completamento dell&apos;output</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>cannot read the output&apos;s completion</source>
        <translation>impossibile leggere il completamento dell&apos;output</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read reviews</source>
        <translation>impossibile leggere le revisioni</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read review</source>
        <translation>impossibile leggere la revisione</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>cannot save coherence label</source>
        <translation>impossibile salvare l&apos;etichetta di coerenza</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read coherence label</source>
        <translation>impossibile leggere l&apos;etichetta di coerenza</translation>
    </message>
    <message>
        <location filename="../core/storage/differencestore_masks.cpp" line="+83"/>
        <source>cannot read masks</source>
        <translation>impossibile leggere le maschere</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read mask image</source>
        <translation>impossibile leggere l&apos;immagine della maschera</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation>tipo di maschera sconosciuto &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an empty mask cannot be saved</source>
        <translation>una maschera vuota non può essere salvata</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the mask folder</source>
        <translation>impossibile creare la cartella delle maschere</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write mask image: %1</source>
        <translation>impossibile scrivere l&apos;immagine della maschera: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save mask</source>
        <translation>impossibile salvare la maschera</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot delete mask</source>
        <translation>impossibile eliminare la maschera</translation>
    </message>
</context>
<context>
    <name>DifferenceSummary</name>
    <message>
        <location filename="../core/alignment/differencesummary.cpp" line="+164"/>
        <source>correct edits</source>
        <translation>modifiche corrette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unwanted edits</source>
        <translation>modifiche indesiderate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no visual change</source>
        <translation>nessun cambiamento visibile</translation>
    </message>
</context>
<context>
    <name>DisagreementModel</name>
    <message>
        <source>people: %1 &gt; %2; metric: tie</source>
        <translation type="vanished">persone: %1 &gt; %2; metrica: pari</translation>
    </message>
    <message>
        <location filename="../ui/itemmodels/disagreementmodel.cpp" line="+56"/>
        <source>people: %1 &gt; %2; metric: %3</source>
        <translation>persone: %1 &gt; %2; metrica: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: against the people on %2 of %3 discordant pairs (weight %4)</source>
        <translation>%1: contro le persone su %2 di %3 coppie discordanti (peso %4)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>rank residual</source>
        <translation>residuo di rango</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2 · %3 ties</source>
        <translation>%1 / %2 · %3 parità</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>One output: how far its metric rank is from its human rank across the study.</source>
        <translation>Un output: quanto il suo rango secondo la metrica dista dal suo rango umano nell&apos;intero studio.</translation>
    </message>
    <message numerus="yes">
        <source>Pairs of outputs the metric orders against the people / pairs the people tell apart (%n metric tie(s) among them).</source>
        <translation type="vanished">
            <numerusform>Coppie di output che la metrica ordina contro le persone / coppie che le persone distinguono (tra cui %n parità della metrica).</numerusform>
            <numerusform>Coppie di output che la metrica ordina contro le persone / coppie che le persone distinguono (tra cui %n parità della metrica).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Pairs of outputs the metric orders against the people / pairs both the people and the metric tell apart; %n pair(s) the metric ties are left out (no information).</source>
        <translation>
            <numerusform>Coppie di output che la metrica ordina contro le persone / coppie che sia le persone sia la metrica distinguono; %n coppia a cui la metrica dà parità è esclusa (nessuna informazione).</numerusform>
            <numerusform>Coppie di output che la metrica ordina contro le persone / coppie che sia le persone sia la metrica distinguono; %n coppie a cui la metrica dà parità sono escluse (nessuna informazione).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation>Istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disc. / comp.</source>
        <translation>Disc. / conf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst pair</source>
        <translation>Coppia peggiore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driven by</source>
        <translation>Determinato da</translation>
    </message>
</context>
<context>
    <name>EditJournal</name>
    <message>
        <source>cannot replay an edit made offline: %1</source>
        <translation type="vanished">impossibile riapplicare una modifica fatta offline: %1</translation>
    </message>
    <message>
        <location filename="../core/document/editjournal.cpp" line="+259"/>
        <source>cannot create the folder of the offline journal</source>
        <translation>impossibile creare la cartella del registro offline</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open the offline journal</source>
        <translation>impossibile aprire il registro offline</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+127"/>
        <source>cannot read the offline journal</source>
        <translation>impossibile leggere il registro offline</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>cannot keep the edit in the offline journal</source>
        <translation>impossibile conservare la modifica nel registro offline</translation>
    </message>
    <message>
        <location line="+77"/>
        <location filename="../core/document/editjournal_replay.cpp" line="+185"/>
        <source>cannot update the offline journal</source>
        <translation>impossibile aggiornare il registro offline</translation>
    </message>
    <message>
        <source>cannot open the offline journal: %1</source>
        <translation type="vanished">impossibile aprire il registro offline: %1</translation>
    </message>
    <message>
        <source>cannot read the offline journal: %1</source>
        <translation type="vanished">impossibile leggere il registro offline: %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>the offline journal holds an edit of an unknown kind &apos;%1&apos; (written by a newer EditLens?); it is left as it is</source>
        <translation>il registro offline contiene una modifica di tipo sconosciuto &apos;%1&apos; (scritta da un EditLens più recente?); resta com&apos;è</translation>
    </message>
    <message>
        <source>cannot keep the edit in the offline journal: %1</source>
        <translation type="vanished">impossibile conservare la modifica nel registro offline: %1</translation>
    </message>
    <message>
        <source>cannot update the offline journal: %1</source>
        <translation type="vanished">impossibile aggiornare il registro offline: %1</translation>
    </message>
    <message>
        <location filename="../core/document/editjournal_replay.cpp" line="-85"/>
        <location line="+60"/>
        <source>cannot replay the edits made offline: %1</source>
        <translation>impossibile riapplicare le modifiche fatte offline: %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>cannot record the edit as sent</source>
        <translation>impossibile registrare la modifica come inviata</translation>
    </message>
</context>
<context>
    <name>EmbeddingStore</name>
    <message>
        <source>cannot read embeddings: %1</source>
        <translation type="vanished">impossibile leggere gli embedding: %1</translation>
    </message>
    <message>
        <source>cannot store embeddings: %1</source>
        <translation type="vanished">impossibile salvare gli embedding: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/embeddingstore.cpp" line="+35"/>
        <source>cannot read embeddings</source>
        <translation>impossibile leggere gli embedding</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot store embeddings</source>
        <translation>impossibile salvare gli embedding</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot start a transaction: %1</source>
        <translation>impossibile avviare una transazione: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot commit embeddings: %1</source>
        <translation>impossibile confermare gli embedding: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the study is damaged: embedding of output %1 (%2, %3) has %4 values, expected %5</source>
        <translation>lo studio è danneggiato: l&apos;embedding dell&apos;output %1 (%2, %3) ha %4 valori, attesi %5</translation>
    </message>
</context>
<context>
    <name>EndpointConfig</name>
    <message>
        <location filename="../core/endpoint/endpointconfig.cpp" line="+25"/>
        <source>the endpoint URL &apos;%1&apos; is not a valid URL with a host</source>
        <translation>l&apos;URL dell&apos;endpoint &apos;%1&apos; non è un URL valido con un host</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the endpoint URL &apos;%1&apos; must start with http:// or https://</source>
        <translation>l&apos;URL dell&apos;endpoint &apos;%1&apos; deve iniziare con http:// o https://</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the environment variable %1 that should hold the API key is not set or empty</source>
        <translation>la variabile d&apos;ambiente %1 che dovrebbe contenere la chiave API non è impostata o è vuota</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the API key file: %1</source>
        <translation>impossibile leggere il file della chiave API: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the API key file&apos;s first line is empty</source>
        <translation>la prima riga del file della chiave API è vuota</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>endpoint &apos;%1&apos;: no model is named (--model)</source>
        <translation>endpoint &apos;%1&apos;: nessun modello indicato (--model)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>endpoint &apos;%1&apos;: %2 is %3; it must be at least %4</source>
        <translation>endpoint &apos;%1&apos;: %2 è %3; deve essere almeno %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>endpoint &apos;%1&apos;: temperature %2 is outside 0…2</source>
        <translation>endpoint &apos;%1&apos;: la temperatura %2 è fuori da 0…2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>endpoint &apos;%1&apos;: the extra request field &apos;%2&apos; is one EditLens sets itself</source>
        <translation>endpoint &apos;%1&apos;: il campo aggiuntivo della richiesta &apos;%2&apos; è uno di quelli che EditLens imposta da sé</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--endpoint &apos;%1&apos;: the name before &apos;=&apos; is empty</source>
        <translation>--endpoint &apos;%1&apos;: il nome prima di &apos;=&apos; è vuoto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--endpoint &apos;%1&apos;: no URL</source>
        <translation>--endpoint &apos;%1&apos;: nessun URL</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--endpoint &apos;%1&apos;: %2</source>
        <translation>--endpoint &apos;%1&apos;: %2</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../ui/guiutil/filedialogs.cpp" line="+26"/>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens study</source>
        <translation>Studio EditLens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file</source>
        <translation>File %1</translation>
    </message>
</context>
<context>
    <name>FileHashCache</name>
    <message>
        <location filename="../core/inference/filehashcache.cpp" line="+26"/>
        <source>cannot open the file to verify it: %1</source>
        <translation>impossibile aprire il file per verificarlo: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the file to verify it: %1</source>
        <translation>impossibile leggere il file per verificarlo: %1</translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <location filename="../core/io/formatregistry.cpp" line="+113"/>
        <source>cannot tell the format of this input; choose its format in the Import dialog&apos;s Format list</source>
        <translation>impossibile determinare il formato di questo input; sceglierne il formato nell&apos;elenco Formato della finestra Importa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot tell the format of this input; name one with --format (%1)</source>
        <translation>impossibile determinare il formato di questo input; indicarne uno con --format (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>All supported files (%1)</source>
        <translation>Tutti i file supportati (%1)</translation>
    </message>
</context>
<context>
    <name>GenAiBenchImport</name>
    <message>
        <location filename="../core/io/genaibenchimport.cpp" line="+114"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; pass --judge NAME</source>
        <translation>questo file contiene voti di un giudice (model_vote) e la sua cartella non fornisce il nome del giudice; usare --judge NAME</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>campo obbligatorio &apos;%1&apos; mancante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>il campo &apos;%1&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>GenAI-Bench pairs or judge results (.jsonl/.json): human votes as preferences; model_vote as judge votes of --judge (default: the file&apos;s folder name), joined onto the study&apos;s items by idx</source>
        <translation>Coppie o risultati di giudici GenAI-Bench (.jsonl/.json): voti umani come preferenze; model_vote come voti del giudice --judge (predefinito: il nome della cartella del file), associati agli elementi dello studio tramite idx</translation>
    </message>
    <message>
        <location line="-256"/>
        <source>field &apos;idx&apos; must be a number or a string</source>
        <translation>il campo &apos;idx&apos; deve essere un numero o una stringa</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>field &apos;idx&apos; must be %1 or a string, not %2</source>
        <translation>il campo &apos;idx&apos; deve essere %1 o una stringa, non %2</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>left_model and right_model must name systems</source>
        <translation>left_model e right_model devono indicare dei sistemi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>left_model and right_model are both &apos;%1&apos;</source>
        <translation>left_model e right_model sono entrambi &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>unknown %1 &apos;%2&apos; (expected leftvote, rightvote, tievote or bothbad_vote)</source>
        <translation>%1 &apos;%2&apos; sconosciuto (atteso leftvote, rightvote, tievote o bothbad_vote)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; enter it under Judge in the Import dialog</source>
        <translation>questo file contiene voti di un giudice (model_vote) e la sua cartella non fornisce il nome del giudice; inserirlo in Giudice nella finestra di importazione</translation>
    </message>
    <message>
        <source>model_vote is empty</source>
        <translation type="vanished">model_vote è vuoto</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>human_vote &apos;%1&apos; contradicts the study, where &apos;%2&apos; voted &apos;%3&apos; on %4 (left) and %5 (right)</source>
        <translation>human_vote &apos;%1&apos; contraddice lo studio, dove &apos;%2&apos; ha votato &apos;%3&apos; su %4 (sinistra) e %5 (destra)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the study&apos;s item &apos;%1&apos; has %2 outputs and no vote that tells its left system from its right one</source>
        <translation>l&apos;elemento &apos;%1&apos; dello studio ha %2 output e nessun voto che distingua il sistema di sinistra da quello di destra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study holds item &apos;%1&apos; with the anonymous outputs &apos;left&apos; and &apos;right&apos; of a judge file; import the rows that name left_model and right_model before any judge file</source>
        <translation>lo studio contiene l&apos;elemento &apos;%1&apos; con gli output anonimi &apos;left&apos; e &apos;right&apos; di un file di giudice; importare le righe che indicano left_model e right_model prima di qualsiasi file di giudice</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>GenAI-Bench image-editing votes</source>
        <translation>Voti GenAI-Bench sulla modifica di immagini</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
</context>
<context>
    <name>GroundedBoxStore</name>
    <message>
        <location filename="../core/storage/groundedboxstore.cpp" line="+84"/>
        <source>a grounded object needs an item and a model</source>
        <translation>un oggetto localizzato richiede un elemento e un modello</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a grounded box of %1 is empty</source>
        <translation>un riquadro localizzato di %1 è vuoto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot store a grounded object</source>
        <translation>impossibile salvare un oggetto localizzato</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot store %1 of item %2</source>
        <translation>impossibile salvare %1 dell&apos;elemento %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the grounded objects</source>
        <translation>impossibile leggere gli oggetti localizzati</translation>
    </message>
    <message>
        <source>cannot store %1 of item %2: %3</source>
        <translation type="vanished">impossibile salvare %1 dell&apos;elemento %2: %3</translation>
    </message>
    <message>
        <source>cannot read the grounded objects: %1</source>
        <translation type="vanished">impossibile leggere gli oggetti localizzati: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>grounded object %1 of item %2 is stored with unreadable boxes</source>
        <translation>l&apos;oggetto localizzato %1 dell&apos;elemento %2 è salvato con riquadri illeggibili</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <location filename="../core/transfer/handout.cpp" line="+36"/>
        <source>cannot record the study&apos;s identity</source>
        <translation>impossibile registrare l&apos;identità dello studio</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+145"/>
        <source>cannot write the packed study</source>
        <translation>impossibile scrivere lo studio impacchettato</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>cannot read the packed study</source>
        <translation>impossibile leggere lo studio impacchettato</translation>
    </message>
    <message>
        <location filename="../core/storage/planstore.cpp" line="+484"/>
        <location filename="../core/transfer/handout.cpp" line="+237"/>
        <location filename="../core/transfer/handoutmerge.cpp" line="+425"/>
        <source>cannot read the study settings</source>
        <translation>impossibile leggere le impostazioni dello studio</translation>
    </message>
    <message>
        <source>a pack needs an annotator name</source>
        <translation type="vanished">un pacchetto richiede il nome di un annotatore</translation>
    </message>
    <message>
        <location filename="../core/transfer/handout.cpp" line="-151"/>
        <source>this study is already %1&apos;s hand-out; pack from the original study &apos;%2&apos;</source>
        <translation>questo studio è già la consegna di %1; impacchetta dallo studio originale &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; has no assignment in the study&apos;s plan; plan the study for them first</source>
        <translation>&apos;%1&apos; non ha assegnazioni nel piano dello studio; pianifica prima lo studio per questa persona</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a folder</source>
        <translation>non è una cartella</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the folder already holds a study (&apos;%1&apos;); a pack never replaces one: choose an empty folder</source>
        <translation>la cartella contiene già uno studio (&apos;%1&apos;); un pacchetto non ne sostituisce mai uno: scegli una cartella vuota</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+82"/>
        <source>cannot create the folder</source>
        <translation>impossibile creare la cartella</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot create a scratch folder: %1</source>
        <translation>impossibile creare una cartella di lavoro: %1</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>an image of the study is missing, so the pack would not be complete</source>
        <translation>manca un&apos;immagine dello studio, quindi il pacchetto non sarebbe completo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>masks row %1: &apos;%2&apos; is not an image</source>
        <translation>maschere, riga %1: &apos;%2&apos; non è un&apos;immagine</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a file with this name already exists; a pack never replaces one</source>
        <translation>esiste già un file con questo nome; un pacchetto non ne sostituisce mai uno</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot copy an image: %1</source>
        <translation>impossibile copiare un&apos;immagine: %1</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge.cpp" line="-391"/>
        <location line="+419"/>
        <source>cannot merge the packed study</source>
        <translation>impossibile unire lo studio impacchettato</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutrecord.cpp" line="+39"/>
        <source>cannot read the study&apos;s record of its hand-outs</source>
        <translation>impossibile leggere il registro delle consegne dello studio</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the study&apos;s record of hand-out %1 is damaged</source>
        <translation>il registro dello studio per la consegna %1 è danneggiato</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot record the hand-out in the study</source>
        <translation>impossibile registrare la consegna nello studio</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 row %2: path &apos;%3&apos; %4</source>
        <translation>%1, riga %2: il percorso &apos;%3&apos; %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is not a relative path inside the study&apos;s folder</source>
        <translation>non è un percorso relativo all&apos;interno della cartella dello studio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves the study&apos;s folder</source>
        <translation>esce dalla cartella dello studio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>names no file</source>
        <translation>non indica alcun file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the hand-out&apos;s folder through a link</source>
        <translation>esce dalla cartella della consegna tramite un collegamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is not a regular file</source>
        <translation>non è un file regolare</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 row %2: %3; nothing was merged</source>
        <translation>%1, riga %2: %3; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a time, or lies in the future</source>
        <translation>&apos;%1&apos; non è una data e ora, oppure è nel futuro</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+16"/>
        <source>item &apos;%1&apos; was not in the hand-out</source>
        <translation>l&apos;elemento &apos;%1&apos; non era nella consegna</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>output &apos;%1&apos; of item &apos;%2&apos; was not in the hand-out</source>
        <translation>l&apos;output &apos;%1&apos; dell&apos;elemento &apos;%2&apos; non era nella consegna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: item &apos;%2&apos; has no output of &apos;%3&apos; in the study</source>
        <translation>%1: l&apos;elemento &apos;%2&apos; non ha un output di &apos;%3&apos; nello studio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: the study has no item &apos;%2&apos;</source>
        <translation>%1: lo studio non ha l&apos;elemento &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown op &apos;%1&apos;</source>
        <translation>op &apos;%1&apos; sconosciuta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>box [%1, %2, %3, %4] is empty, inverted or off its image</source>
        <translation>il riquadro [%1, %2, %3, %4] è vuoto, invertito o fuori dalla sua immagine</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confidence %1 is outside [0, 1]</source>
        <translation>la confidenza %1 è fuori da [0, 1]</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge.cpp" line="-267"/>
        <source>ratings: the study has no dimension &apos;%1&apos;</source>
        <translation>valutazioni: lo studio non ha la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation>la valutazione %1 è fuori dalla scala %2-%3 di &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 (left: %2)</source>
        <translation>%1 (sinistra: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown choice &apos;%1&apos;</source>
        <translation>scelta &apos;%1&apos; sconosciuta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair or the output shown on the left is not valid</source>
        <translation>la coppia o l&apos;output mostrato a sinistra non è valido</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>preferences: the study has no dimension &apos;%1&apos;</source>
        <translation>preferenze: lo studio non ha la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>ratings</source>
        <translation>valutazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preferences</source>
        <translation>preferenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>differences</source>
        <translation>differenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labels</source>
        <translation>etichette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masks</source>
        <translation>maschere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reviews</source>
        <translation>revisioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completions</source>
        <translation>completamenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sessions</source>
        <translation>sessioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>submissions</source>
        <translation>invii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>revisions</source>
        <translation>riaperture</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand-out carries no identity (an older EditLens packed it, or it was altered); pack it again; nothing was merged</source>
        <translation>la consegna non ha un&apos;identità (è stata impacchettata da un EditLens meno recente, o è stata alterata); impacchettarla di nuovo; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study has no record of hand-out %1: it was not packed from this study, or it was altered; nothing was merged</source>
        <translation>lo studio non ha alcun registro della consegna %1: non è stata impacchettata da questo studio, o è stata alterata; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the hand-out&apos;s token does not match the study&apos;s record of it: the file was altered; nothing was merged</source>
        <translation>il token della consegna non corrisponde al registro che lo studio ne conserva: il file è stato alterato; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this hand-out was made for &apos;%1&apos; but names &apos;%2&apos;: a hand-out merges only as the annotator it was made for; nothing was merged</source>
        <translation>questa consegna è stata creata per &apos;%1&apos; ma indica &apos;%2&apos;: una consegna si unisce solo come l&apos;annotatore per cui è stata creata; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a study cannot be merged into itself</source>
        <translation>uno studio non può essere unito a se stesso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this study is itself a hand-out; merge into the original study &apos;%1&apos;</source>
        <translation>questo studio è a sua volta una consegna; unisci nello studio originale &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <location filename="../core/transfer/handoutmerge_rows.cpp" line="+224"/>
        <source>; nothing was merged</source>
        <translation>; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the packed study is damaged (%1); nothing was merged</source>
        <translation>lo studio impacchettato è danneggiato (%1); non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a packed study (editlens-cli pack makes one); nothing was merged</source>
        <translation>non è uno studio impacchettato (lo crea editlens-cli pack); non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this pack was made from the study &apos;%1&apos; (id %2), and this study has never made a pack; nothing was merged</source>
        <translation>questo pacchetto è stato creato dallo studio &apos;%1&apos; (id %2), e questo studio non ha mai creato un pacchetto; non è stato unito nulla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this pack was made from another study: &apos;%1&apos; with id %2, while this study (&apos;%3&apos;) has id %4; nothing was merged</source>
        <translation>questo pacchetto è stato creato da un altro studio: &apos;%1&apos; con id %2, mentre questo studio (&apos;%3&apos;) ha id %4; non è stato unito nulla</translation>
    </message>
    <message>
        <source>this pack was made from another study (&apos;%1&apos;), not from &apos;%2&apos;; nothing was merged</source>
        <translation type="vanished">questo pacchetto è stato creato da un altro studio (&apos;%1&apos;), non da &apos;%2&apos;; non è stato unito nulla</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge_rows.cpp" line="-138"/>
        <source>labels and reviews on a box of &apos;%1&apos; on item &apos;%2&apos; (%3) that the study no longer has</source>
        <translation>etichette e revisioni su un riquadro di &apos;%1&apos; sull&apos;elemento &apos;%2&apos; (%3) che lo studio non ha più</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>coherent</source>
        <translation>coerente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incoherent</source>
        <translation>non coerente</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>coherent is &apos;%1&apos;, not 0 or 1</source>
        <translation>coherent è &apos;%1&apos;, non 0 o 1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>unknown decision &apos;%1&apos;</source>
        <translation>decisione &apos;%1&apos; sconosciuta</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a mask kind</source>
        <translation>&apos;%1&apos; non è un tipo di maschera</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read a mask of the pack: %1</source>
        <translation>impossibile leggere una maschera del pacchetto: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not an image</source>
        <translation>&apos;%1&apos; non è un&apos;immagine</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>cannot create the mask folder</source>
        <translation>impossibile creare la cartella delle maschere</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a mask: %1</source>
        <translation>impossibile scrivere una maschera: %1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 seconds on an item from %2 to %3</source>
        <translation>%1 secondi su un elemento da %2 a %3</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>locked is &apos;%1&apos;, not 0 or 1</source>
        <translation>locked è &apos;%1&apos;, non 0 o 1</translation>
    </message>
</context>
<context>
    <name>I2eBenchImport</name>
    <message>
        <location filename="../core/io/i2ebenchimport.cpp" line="+62"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping entry numbers to entries</source>
        <translation>atteso un oggetto che associ i numeri delle voci alle voci</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the file holds no entries</source>
        <translation>il file non contiene voci</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not in %2</source>
        <translation type="vanished">la voce &apos;%1&apos; non è in %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <location line="+78"/>
        <source>entry &apos;%1&apos; is not a JSON object</source>
        <translation>la voce &apos;%1&apos; non è un oggetto JSON</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>entry &apos;%1&apos;: &apos;image&apos; must be a string</source>
        <translation>voce &apos;%1&apos;: &apos;image&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entries &apos;%1&apos; and &apos;%2&apos; both judge the image &apos;%3&apos;</source>
        <translation>le voci &apos;%1&apos; e &apos;%2&apos; valutano entrambe l&apos;immagine &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>entry &apos;%1&apos; needs an &apos;image&apos; naming a file of its dimension</source>
        <translation>la voce &apos;%1&apos; richiede un &apos;image&apos; che indichi un file della sua dimensione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry &apos;%1&apos; needs a non-empty string &apos;%2&apos;</source>
        <translation>la voce &apos;%1&apos; richiede una stringa &apos;%2&apos; non vuota</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>entry &apos;%1&apos;: the source image &apos;%2&apos; does not exist (nor &apos;%3&apos;)</source>
        <translation>voce &apos;%1&apos;: l&apos;immagine sorgente &apos;%2&apos; non esiste (né &apos;%3&apos;)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>entry &apos;%1&apos;: the mask &apos;%2&apos; does not exist</source>
        <translation>voce &apos;%1&apos;: la maschera &apos;%2&apos; non esiste</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; judges the image &apos;%2&apos;, but %3 gives &apos;%4&apos;</source>
        <translation type="vanished">la voce &apos;%1&apos; valuta l&apos;immagine &apos;%2&apos;, ma %3 indica &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>entry &apos;%1&apos;: &apos;final_judgement&apos; must be a string</source>
        <translation>voce &apos;%1&apos;: &apos;final_judgement&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>I²EBench folder, diverse instructions</source>
        <translation>Cartella I²EBench, istruzioni diversificate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I²EBench folder</source>
        <translation>Cartella I²EBench</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>I²EBench folder, diverse instructions (div_exp, EditResult/, EditEval/); items &lt;Dim&gt;/&lt;n&gt;/diverse</source>
        <translation>Cartella I²EBench, istruzioni diversificate (div_exp, EditResult/, EditEval/); elementi &lt;Dim&gt;/&lt;n&gt;/diverse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I²EBench folder (EditData/&lt;Dim&gt;/&lt;Dim&gt;.json, EditResult_ori/, EditEval_ori/); one item per entry, one output per model</source>
        <translation>Cartella I²EBench (EditData/&lt;Dim&gt;/&lt;Dim&gt;.json, EditResult_ori/, EditEval_ori/); un elemento per voce, un output per modello</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no &apos;%1&apos; folder here; expected &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation>nessuna cartella &apos;%1&apos; qui; atteso &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dimension found: expected EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation>nessuna dimensione trovata: atteso EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
</context>
<context>
    <name>ImageCache</name>
    <message>
        <location filename="../ui/compare/imagecache.cpp" line="+94"/>
        <source>no image</source>
        <translation>nessuna immagine</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read %1: %2</source>
        <translation>impossibile leggere %1: %2</translation>
    </message>
</context>
<context>
    <name>ImageFile</name>
    <message>
        <location filename="../core/imaging/imagefile.cpp" line="+16"/>
        <source>image codecs unavailable: %1</source>
        <translation>codec delle immagini non disponibili: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the codecs module was built for another version of EditLens</source>
        <translation>il modulo dei codec è stato compilato per un&apos;altra versione di EditLens</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot write image</source>
        <translation>impossibile scrivere l&apos;immagine</translation>
    </message>
</context>
<context>
    <name>ImagePreprocess</name>
    <message>
        <location filename="../core/inference/imagepreprocess.cpp" line="+24"/>
        <source>expected a non-empty 8-bit BGR image</source>
        <translation>attesa un&apos;immagine BGR a 8 bit non vuota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preprocessing %1 has invalid sizes</source>
        <translation>il preprocessing %1 ha dimensioni non valide</translation>
    </message>
</context>
<context>
    <name>ImageProbe</name>
    <message>
        <location filename="../core/imaging/imageprobe.cpp" line="+56"/>
        <location line="+6"/>
        <source>corrupt image: the PNG file is cut short (truncated)</source>
        <translation>immagine danneggiata: il file PNG è interrotto (troncato)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+36"/>
        <source>corrupt image: PNG chunk &apos;%1&apos; fails its checksum</source>
        <translation>immagine danneggiata: il chunk PNG &apos;%1&apos; non supera il checksum</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>corrupt image: the PNG file is cut short before its pixel data</source>
        <translation>immagine danneggiata: il file PNG si interrompe prima dei dati dei pixel</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>corrupt image: the PNG file holds no pixel data</source>
        <translation>immagine danneggiata: il file PNG non contiene dati dei pixel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>image does not exist</source>
        <translation>l&apos;immagine non esiste</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not a readable image (%1)</source>
        <translation>non è un&apos;immagine leggibile (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>corrupt image: cannot read its size (%1)</source>
        <translation>immagine danneggiata: impossibile leggerne le dimensioni (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>image is %1x%2 pixels, over the limit of %3 megapixels</source>
        <translation>l&apos;immagine è di %1x%2 pixel, oltre il limite di %3 megapixel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the image (%1)</source>
        <translation>impossibile leggere l&apos;immagine (%1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>corrupt image: cannot decode it (%1)</source>
        <translation>immagine danneggiata: impossibile decodificarla (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>corrupt image: the decoder reports &quot;%1&quot;</source>
        <translation>immagine danneggiata: il decodificatore segnala &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>ImagenHubImport</name>
    <message>
        <location filename="../core/io/imagenhubimport.cpp" line="+96"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+61"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header &apos;uid&apos; + one column per model</source>
        <translation>il file è vuoto; attesa un&apos;intestazione &apos;uid&apos; + una colonna per modello</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the header lacks the &apos;uid&apos; column (found: %1)</source>
        <translation>nell&apos;intestazione manca la colonna &apos;uid&apos; (trovate: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>header column %1 has no model name</source>
        <translation>la colonna %1 dell&apos;intestazione non ha un nome di modello</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names model &apos;%1&apos; twice</source>
        <translation>l&apos;intestazione nomina due volte il modello &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names no model columns after &apos;uid&apos;</source>
        <translation>l&apos;intestazione non nomina colonne di modelli dopo &apos;uid&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation>questa riga ha %1 campi ma l&apos;intestazione ne ha %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the &apos;uid&apos; cell is empty</source>
        <translation>la cella &apos;uid&apos; è vuota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uid &apos;%1&apos; already appears on line %2</source>
        <translation>l&apos;uid &apos;%1&apos; compare già alla riga %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; is not a rating pair [SC, PQ] of two numbers</source>
        <translation>modello &apos;%1&apos;: &apos;%2&apos; non è una coppia di valutazioni [SC, PQ] di due numeri</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; holds a value outside the scale 0-1</source>
        <translation>modello &apos;%1&apos;: &apos;%2&apos; contiene un valore fuori dalla scala 0-1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+136"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file holds a header but no ratings</source>
        <translation>il file contiene un&apos;intestazione ma nessuna valutazione</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ImagenHub images and human ratings</source>
        <translation>Immagini e valutazioni umane ImagenHub</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ImagenHub rater TSV file or folder of them (uid + one &apos;[SC, PQ]&apos; column per model; ratings SC, PQ, O), or an output folder input/, &lt;Model&gt;/, GroundTruth/ with dataset_lookup.json and the rater TSVs beside them</source>
        <translation>File TSV di un valutatore ImagenHub o una cartella di tali file (uid + una colonna &apos;[SC, PQ]&apos; per modello; valutazioni SC, PQ, O), oppure una cartella di output input/, &lt;Model&gt;/, GroundTruth/ con dataset_lookup.json e i TSV dei valutatori accanto</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>no .tsv rater files in this folder; expected one per rater</source>
        <translation>nessun file .tsv di valutatori in questa cartella; atteso uno per valutatore</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no such file or folder</source>
        <translation>file o cartella inesistente</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this file and &apos;%1&apos; both name annotator &apos;%2&apos; (the text after the last &apos;_&apos; of the file name); rename one</source>
        <translation>questo file e &apos;%1&apos; nominano entrambi l&apos;annotatore &apos;%2&apos; (il testo dopo l&apos;ultimo &apos;_&apos; del nome del file); ne rinomini uno</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>these rater files belong to different tasks (%1), which reuse uids and models; import each task&apos;s files on their own</source>
        <translation>questi file dei valutatori appartengono a compiti diversi (%1), che riutilizzano uid e modelli; importare separatamente i file di ciascun compito</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>semantic consistency: how well the edit follows the instruction</source>
        <translation>coerenza semantica: quanto la modifica segue l&apos;istruzione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perceptual quality: naturalness and absence of artifacts</source>
        <translation>qualità percettiva: naturalezza e assenza di artefatti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overall, sqrt(SC * PQ) per rater</source>
        <translation>complessivo, sqrt(SC * PQ) per valutatore</translation>
    </message>
    <message>
        <location filename="../core/io/imagenhublayout.cpp" line="-131"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping image file names to {&quot;instruction&quot;: ...}</source>
        <translation>atteso un oggetto che associ i nomi dei file immagine a {&quot;instruction&quot;: ...}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>entry &apos;%1&apos; must be an object with an &quot;instruction&quot;</source>
        <translation>la voce &apos;%1&apos; deve essere un oggetto con un &quot;instruction&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entry &apos;%1&apos;: &quot;instruction&quot; must be a non-empty string</source>
        <translation>voce &apos;%1&apos;: &quot;instruction&quot; deve essere una stringa non vuota</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>entry &apos;%1&apos;: &quot;%2&quot; must be a string</source>
        <translation>voce &apos;%1&apos;: &quot;%2&quot; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no sample_*.jpg or sample_*.png images in this folder; expected ImagenHub&apos;s input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg</source>
        <translation>nessuna immagine sample_*.jpg o sample_*.png in questa cartella; atteso input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg di ImagenHub</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no entry for the input image &apos;%1&apos;; every image in input/ needs one with its &quot;instruction&quot;</source>
        <translation>non c&apos;è alcuna voce per l&apos;immagine di input &apos;%1&apos;; ogni immagine in input/ ne richiede una con il suo &quot;instruction&quot;</translation>
    </message>
</context>
<context>
    <name>ImportResolver</name>
    <message>
        <location filename="../core/io/importresolver.cpp" line="+325"/>
        <source>item has an empty id</source>
        <translation>l&apos;elemento ha un id vuoto</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>an output of item &apos;%1&apos; has no system name</source>
        <translation>un output dell&apos;elemento &apos;%1&apos; non ha un nome di sistema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos; has two outputs of system &apos;%2&apos;</source>
        <translation>l&apos;elemento &apos;%1&apos; ha due output del sistema &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a score of item &apos;%1&apos; has no metric id</source>
        <translation>un punteggio dell&apos;elemento &apos;%1&apos; non ha un id di metrica</translation>
    </message>
    <message>
        <source>a rating of item &apos;%1&apos; lacks its annotator or dimension</source>
        <translation type="vanished">a una valutazione dell&apos;elemento &apos;%1&apos; manca l&apos;annotatore o la dimensione</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a rating of item &apos;%1&apos; is not a finite number</source>
        <translation>una valutazione dell&apos;elemento &apos;%1&apos; non è un numero finito</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>difference box [%1, %2, %3, %4] of item &apos;%5&apos; is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation>il riquadro di differenza [%1, %2, %3, %4] dell&apos;elemento &apos;%5&apos; è vuoto o invertito (richiesto x0 &lt; x1, y0 &lt; y1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>normalized difference box of item &apos;%1&apos; leaves [0, 1]</source>
        <translation>il riquadro di differenza normalizzato dell&apos;elemento &apos;%1&apos; esce da [0, 1]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; has a normalized %2 box but no %3 image to scale it to</source>
        <translation>l&apos;elemento &apos;%1&apos; ha un riquadro %2 normalizzato ma nessuna immagine %3 su cui scalarlo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>original</source>
        <translation>originale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>modificata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference box of item &apos;%1&apos; lies outside its %2x%3 image</source>
        <translation>il riquadro di differenza dell&apos;elemento &apos;%1&apos; è al di fuori della sua immagine %2x%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference confidence %1 of item &apos;%2&apos; is outside [0, 1]</source>
        <translation>la confidenza della differenza %1 dell&apos;elemento &apos;%2&apos; è fuori da [0, 1]</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>preference of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation>la preferenza dell&apos;elemento &apos;%1&apos; nomina &apos;%2&apos; vs &apos;%3&apos; ma l&apos;elemento ha output di: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>preference of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation>la preferenza dell&apos;elemento &apos;%1&apos; confronta &apos;%2&apos; con se stesso</translation>
    </message>
    <message>
        <source>preference of item &apos;%1&apos; has no annotator</source>
        <translation type="vanished">la preferenza dell&apos;elemento &apos;%1&apos; non ha un annotatore</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>judge vote of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation>il voto del giudice dell&apos;elemento &apos;%1&apos; nomina &apos;%2&apos; vs &apos;%3&apos; ma l&apos;elemento ha output di: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>judge vote of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation>il voto del giudice dell&apos;elemento &apos;%1&apos; confronta &apos;%2&apos; con se stesso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge vote of item &apos;%1&apos; has no judge</source>
        <translation>il voto del giudice dell&apos;elemento &apos;%1&apos; non ha un giudice</translation>
    </message>
    <message>
        <source>judge vote of item &apos;%1&apos; has no verdict</source>
        <translation type="vanished">il voto del giudice dell&apos;elemento &apos;%1&apos; non ha un verdetto</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>duplicate item id &apos;%1&apos; (first seen at line %2)</source>
        <translation>id elemento &apos;%1&apos; duplicato (visto la prima volta alla riga %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>duplicate item id &apos;%1&apos;</source>
        <translation>id elemento &apos;%1&apos; duplicato</translation>
    </message>
    <message>
        <location line="-290"/>
        <location line="+296"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>image path &apos;%1&apos; holds a NUL character</source>
        <translation>il percorso dell&apos;immagine &apos;%1&apos; contiene un carattere NUL</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the item id</source>
        <translation>l&apos;id dell&apos;elemento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the instruction</source>
        <translation>l&apos;istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <location line="+1"/>
        <source>the system</source>
        <translation>il sistema</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the metric</source>
        <translation>la metrica</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>the annotator</source>
        <translation>l&apos;annotatore</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>the dimension</source>
        <translation>la dimensione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the judge</source>
        <translation>il giudice</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>%1 starts with U+FEFF (a byte order mark), which the study cannot store as written; remove it</source>
        <translation>%1 inizia con U+FEFF (un byte order mark), che lo studio non può salvare così com&apos;è; lo rimuova</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>score &apos;%1&apos; of item &apos;%2&apos; is not a number (NaN)</source>
        <translation>il punteggio &apos;%1&apos; dell&apos;elemento &apos;%2&apos; non è un numero (NaN)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a rating of item &apos;%1&apos; lacks its dimension</source>
        <translation>a una valutazione dell&apos;elemento &apos;%1&apos; manca la dimensione</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>dimension &apos;%1&apos; has an empty scale %2-%3</source>
        <translation>la dimensione &apos;%1&apos; ha una scala vuota %2-%3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>rating %1 of item &apos;%2&apos; (%3, %4) is outside the %5 scale %6-%7</source>
        <translation>la valutazione %1 dell&apos;elemento &apos;%2&apos; (%3, %4) è fuori dalla scala %5 %6-%7</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/io/importer.cpp" line="+31"/>
        <source>this is the study itself (or its SQLite log); import from another file</source>
        <translation>questo è lo studio stesso (o il suo log SQLite); importare da un altro file</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown import format &apos;%1&apos;; known formats: %2</source>
        <translation>formato di importazione &apos;%1&apos; sconosciuto; formati noti: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>unknown export format &apos;%1&apos;; known formats: %2</source>
        <translation>formato di esportazione &apos;%1&apos; sconosciuto; formati noti: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the export format &apos;%1&apos; takes no origin</source>
        <translation>il formato di esportazione &apos;%1&apos; non accetta un&apos;origine</translation>
    </message>
</context>
<context>
    <name>JsonDuplicates</name>
    <message>
        <location filename="../core/io/jsonduplicates.cpp" line="+126"/>
        <source>the key &quot;%1&quot; appears twice in one object (first on line %2); EditLens does not guess which one is meant</source>
        <translation>la chiave &quot;%1&quot; compare due volte in un oggetto (la prima alla riga %2); EditLens non tenta di indovinare quale sia quella voluta</translation>
    </message>
</context>
<context>
    <name>JsonRows</name>
    <message>
        <location filename="../core/io/jsonrows.cpp" line="+30"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>row %1 is not a JSON object</source>
        <translation>la riga %1 non è un oggetto JSON</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected one JSON object per line</source>
        <translation>atteso un oggetto JSON per riga</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rows in this file</source>
        <translation>nessuna riga in questo file</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>a whole number from 0 to %1</source>
        <translation>un numero intero da 0 a %1</translation>
    </message>
</context>
<context>
    <name>JudgeAccuracy</name>
    <message>
        <location filename="../core/alignment/judgeaccuracy.cpp" line="+125"/>
        <source>%1 has the value %2, outside the score scale [%3, %4] given for it</source>
        <translation>%1 ha il valore %2, fuori dalla scala di punteggio [%3, %4] indicata per essa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 rule types scores on the 0-10 scale, and %2 has the value %3 (use the raw rule)</source>
        <translation>la regola %1 classifica punteggi sulla scala 0-10, e %2 ha il valore %3 (usare la regola raw)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 rule types scores on the 0-10 scale, and every value of %2 lies in [-1, 1] (a 0-1 similarity such as CLIP-I, DINO or CLIP-D): every pair would be typed alike. Give its score scale (--score-scale MIN,MAX) or use the raw rule</source>
        <translation>la regola %1 classifica i punteggi sulla scala 0-10, e ogni valore di %2 è in [-1, 1] (una similarità 0-1 come CLIP-I, DINO o CLIP-D): ogni coppia verrebbe classificata allo stesso modo. Indichi la sua scala di punteggio (--score-scale MIN,MAX) o usi la regola raw</translation>
    </message>
</context>
<context>
    <name>LazyModule</name>
    <message>
        <location filename="../core/util/lazymodule.cpp" line="+72"/>
        <source>module %1 not found (looked for %2)</source>
        <translation>modulo %1 non trovato (cercato in %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (no such file)</source>
        <translation>%1 (file inesistente)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>module %1 could not be loaded: %2</source>
        <translation>impossibile caricare il modulo %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>module %1 has no entry point %2 (%3)</source>
        <translation>il modulo %1 non ha il punto d&apos;ingresso %2 (%3)</translation>
    </message>
</context>
<context>
    <name>LearnedMetrics</name>
    <message>
        <location filename="../core/inference/learnedmetrics.cpp" line="+84"/>
        <source>unavailable, because the model encodes frames independently (it has no encode_video method), so order cannot change the score: vificlip_reversed would only repeat vificlip</source>
        <translation>non disponibile, perché il modello codifica i fotogrammi indipendentemente (non ha il metodo encode_video), quindi l&apos;ordine non può cambiare il punteggio: vificlip_reversed ripeterebbe solo vificlip</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the embedding tables to compare differ in shape</source>
        <translation>le tabelle di embedding da confrontare hanno forme diverse</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>unknown metric %1 or model %2</source>
        <translation>metrica %1 o modello %2 sconosciuti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 cannot stand in for %2 in %3 (different role or embedding size)</source>
        <translation>il modello %1 non può sostituire %2 in %3 (ruolo o dimensione dell&apos;embedding diversi)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown learned metric %1</source>
        <translation>metrica appresa %1 sconosciuta</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1, item %2: %3</source>
        <translation>%1, elemento %2: %3</translation>
    </message>
</context>
<context>
    <name>LongCsvTable</name>
    <message>
        <location filename="../core/io/longcsvtable.cpp" line="+29"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation>il file è vuoto; attesa una riga di intestazione con i nomi delle colonne</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>l&apos;intestazione nomina due volte la colonna &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the header lacks column &apos;%1&apos; (required: %2; found: %3)</source>
        <translation>nell&apos;intestazione manca la colonna &apos;%1&apos; (richieste: %2; trovate: %3)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation>questa riga ha %1 campi ma l&apos;intestazione ne ha %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>column &apos;%1&apos; is empty</source>
        <translation>la colonna &apos;%1&apos; è vuota</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is not a finite number</source>
        <translation>la colonna &apos;%1&apos; contiene &apos;%2&apos;, che non è un numero finito</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is neither a finite number nor inf or -inf</source>
        <translation>la colonna &apos;%1&apos; contiene &apos;%2&apos;, che non è né un numero finito né inf o -inf</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>export cancelled</source>
        <translation>esportazione annullata</translation>
    </message>
</context>
<context>
    <name>MagicBrushImport</name>
    <message>
        <location filename="../core/io/magicbrushimport.cpp" line="+68"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation>JSON non valido: %1 alla colonna %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an object mapping session ids to lists of turns</source>
        <translation>atteso un oggetto che associ gli id di sessione a liste di turni</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>session &apos;%1&apos; must be a list of turns</source>
        <translation>la sessione &apos;%1&apos; deve essere una lista di turni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn %1 of session &apos;%2&apos; must be an object</source>
        <translation>il turno %1 della sessione &apos;%2&apos; deve essere un oggetto</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>turn %1 of session &apos;%2&apos;: field &apos;%3&apos; must be a non-empty string</source>
        <translation>turno %1 della sessione &apos;%2&apos;: il campo &apos;%3&apos; deve essere una stringa non vuota</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>MagicBrush folder</source>
        <translation>Cartella MagicBrush</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MagicBrush test-set folder (images/&lt;id&gt;/ and edit_sessions.json); one item per turn</source>
        <translation>Cartella del test set MagicBrush (images/&lt;id&gt;/ e edit_sessions.json); un elemento per turno</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no such folder</source>
        <translation>cartella inesistente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &apos;%1&apos; folder here; expected images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation>nessuna cartella &apos;%1&apos; qui; atteso images/&lt;id&gt;/&lt;id&gt;-input.png</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the file holds no edit sessions (expected an object mapping each image id to its list of turns)</source>
        <translation>il file non contiene sessioni di modifica (atteso un oggetto che associ ogni id immagine alla sua lista di turni)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no edit sessions found: there is no edit_sessions.json, and no images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation>nessuna sessione di modifica trovata: non c&apos;è edit_sessions.json né images/&lt;id&gt;/&lt;id&gt;-input.png</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>session &apos;%1&apos; refers to &apos;%2&apos;, which does not exist</source>
        <translation>la sessione &apos;%1&apos; fa riferimento a &apos;%2&apos;, che non esiste</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+30"/>
        <source>EditLens studies (*.editlens)</source>
        <translation>Studi EditLens (*.editlens)</translation>
    </message>
    <message>
        <location filename="../ui/studytransfers.cpp" line="+43"/>
        <source>Import failed</source>
        <translation>Importazione non riuscita</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export Report to Folder</source>
        <translation>Esporta report in una cartella</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Report written</source>
        <translation>Report scritto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write the report</source>
        <translation>Impossibile scrivere il report</translation>
    </message>
</context>
<context>
    <name>ManifestExport</name>
    <message>
        <location filename="../core/io/manifestexport.cpp" line="+160"/>
        <source>EditLens manifest</source>
        <translation>Manifest EditLens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest (JSON Lines); round-trips everything a study holds</source>
        <translation>Manifest EditLens (JSON Lines); conserva senza perdite tutto ciò che contiene uno studio</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>export cancelled</source>
        <translation>esportazione annullata</translation>
    </message>
</context>
<context>
    <name>ManifestImport</name>
    <message>
        <location filename="../core/io/manifestimport.cpp" line="+55"/>
        <location line="+15"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>campo obbligatorio &apos;%1&apos; mancante</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>il campo &apos;%1&apos; deve essere una stringa</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation>il campo &apos;%1&apos; deve essere un numero</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be a number, &quot;inf&quot; or &quot;-inf&quot;, not &quot;%2&quot;</source>
        <translation>il campo &apos;%1&apos; deve essere un numero, &quot;inf&quot; o &quot;-inf&quot;, non &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>field &apos;%1&apos; must be an array</source>
        <translation>il campo &apos;%1&apos; deve essere un array</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation>il campo &apos;%1&apos; deve essere un oggetto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; must be an object</source>
        <translation>&apos;%1&apos; deve essere un oggetto</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>field &apos;%1&apos; must be detector, annotator or ground_truth, not &apos;%2&apos;</source>
        <translation>il campo &apos;%1&apos; deve essere detector, annotator o ground_truth, non &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>field &apos;%1&apos; must be ADD, REMOVE or EDIT, not &apos;%2&apos;</source>
        <translation>il campo &apos;%1&apos; deve essere ADD, REMOVE o EDIT, non &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be [x0, y0, x1, y1]</source>
        <translation>il campo &apos;%1&apos; deve essere [x0, y0, x1, y1]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must hold four numbers</source>
        <translation>il campo &apos;%1&apos; deve contenere quattro numeri</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>field &apos;%1&apos; must be &quot;normalized&quot; or &quot;pixels&quot;</source>
        <translation>il campo &apos;%1&apos; deve essere &quot;normalized&quot; o &quot;pixels&quot;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>field &apos;%1&apos; must be YES or NO</source>
        <translation>il campo &apos;%1&apos; deve essere YES o NO</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be accepted, rejected or relabelled, not &apos;%2&apos;</source>
        <translation>il campo &apos;%1&apos; deve essere accepted, rejected o relabelled, non &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be {&quot;op&quot;: ADD, REMOVE or EDIT, &quot;description&quot;, &quot;box&quot;: [x0, y0, x1, y1] in pixels}</source>
        <translation>il campo &apos;%1&apos; deve essere {&quot;op&quot;: ADD, REMOVE o EDIT, &quot;description&quot;, &quot;box&quot;: [x0, y0, x1, y1] in pixel}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>field &apos;%1&apos; belongs to a detector&apos;s box only</source>
        <translation>il campo &apos;%1&apos; appartiene solo al riquadro di un rilevatore</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be ground_truth, excessively_preserved or excessively_modified, not &apos;%2&apos;</source>
        <translation>il campo &apos;%1&apos; deve essere ground_truth, excessively_preserved o excessively_modified, non &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &apos;%1&apos; must hold annotator names</source>
        <translation>il campo &apos;%1&apos; deve contenere nomi di annotatori</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>field &apos;%1&apos; must hold strings</source>
        <translation>il campo &apos;%1&apos; deve contenere stringhe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;%1&apos; must be a whole number from 0 to %2, not %3</source>
        <translation>il campo &apos;%1&apos; deve essere un numero intero da 0 a %2, non %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>field &apos;%1&apos; must be A, B, tie or both_bad</source>
        <translation>il campo &apos;%1&apos; deve essere A, B, tie o both_bad</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;%1&apos; gives dimension &apos;%2&apos; an empty scale %3-%4 (min must be below max)</source>
        <translation>&apos;%1&apos; assegna alla dimensione &apos;%2&apos; una scala vuota %3-%4 (min deve essere inferiore a max)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>EditLens manifest</source>
        <translation>Manifest EditLens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest, JSON Lines with one item per line (the native format)</source>
        <translation>Manifest EditLens, JSON Lines con un elemento per riga (il formato nativo)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>truncated JSON (%1 at column %2)</source>
        <translation>JSON troncato (%1 alla colonna %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation>JSON non valido: %1 alla colonna %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>each line must be a JSON object</source>
        <translation>ogni riga deve essere un oggetto JSON</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the header line must come before the first item</source>
        <translation>la riga di intestazione deve precedere il primo elemento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>manifest version %1 is not a version number (a whole number from 1 to %2)</source>
        <translation>la versione del manifest %1 non è un numero di versione (un numero intero da 1 a %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>manifest version %1 is newer than this EditLens reads (%2)</source>
        <translation>la versione del manifest %1 è più recente di quella che questo EditLens legge (%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the manifest holds no items</source>
        <translation>il manifest non contiene elementi</translation>
    </message>
</context>
<context>
    <name>MaskRegionCommand</name>
    <message>
        <location filename="../core/document/commands/maskcommands.cpp" line="+92"/>
        <source>Add region to mask</source>
        <translation>Aggiungi regione alla maschera</translation>
    </message>
</context>
<context>
    <name>MaskStrokeCommand</name>
    <message>
        <location line="-70"/>
        <source>Erase mask</source>
        <translation>Cancella maschera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint mask</source>
        <translation>Dipingi maschera</translation>
    </message>
</context>
<context>
    <name>MetricAvailability</name>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="+20"/>
        <source>no model for %1 in the model manifest</source>
        <translation>nessun modello per %1 nel manifest dei modelli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no model folder set (EDITLENS_MODELS or Settings → Model folder)</source>
        <translation>nessuna cartella dei modelli impostata (EDITLENS_MODELS o Impostazioni → Cartella dei modelli)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>S_modify needs CLIP: %1</source>
        <translation>S_modify richiede CLIP: %1</translation>
    </message>
</context>
<context>
    <name>MetricRegistry</name>
    <message>
        <location filename="../core/scoring/metricregistry.cpp" line="+166"/>
        <source>source image</source>
        <translation>immagine sorgente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation>immagine ground truth</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction (target caption when present)</source>
        <translation>istruzione (didascalia target se presente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and source/target captions</source>
        <translation>immagine sorgente e didascalie sorgente/target</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and instruction</source>
        <translation>immagine sorgente e istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image, outside the differences of the chosen origin</source>
        <translation>immagine sorgente, al di fuori delle differenze dell&apos;origine scelta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>instruction (target caption when present), on the coherent differences of the chosen origin</source>
        <translation>istruzione (didascalia target se presente), sulle differenze coerenti dell&apos;origine scelta</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean absolute difference on [0, 1] (MagicBrush L1)</source>
        <translation>differenza assoluta media su [0, 1] (MagicBrush L1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSE</source>
        <translation>MSE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean squared difference on [0, 1] (MagicBrush &quot;L2&quot;)</source>
        <translation>differenza quadratica media su [0, 1] (MagicBrush &quot;L2&quot;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSNR</source>
        <translation>PSNR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak signal-to-noise ratio in dB, data range 255</source>
        <translation>rapporto segnale/rumore di picco in dB, intervallo dati 255</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSIM</source>
        <translation>SSIM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>structural similarity, Gaussian window (Wang et al. 2004)</source>
        <translation>similarità strutturale, finestra gaussiana (Wang et al. 2004)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP-I</source>
        <translation>CLIP-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP image embedding cosine, original vs edited</source>
        <translation>coseno degli embedding di immagine CLIP, originale vs modificata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP-T</source>
        <translation>CLIP-T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP cosine of the edited image and the instruction</source>
        <translation>coseno CLIP tra l&apos;immagine modificata e l&apos;istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP-D</source>
        <translation>CLIP-D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP directional similarity (InstructPix2Pix), needs source and target captions</source>
        <translation>similarità direzionale CLIP (InstructPix2Pix), richiede le didascalie sorgente e target</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DINO-I</source>
        <translation>DINO-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINO ViT-S/16 CLS cosine, original vs edited</source>
        <translation>coseno CLS DINO ViT-S/16, originale vs modificata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LPIPS</source>
        <translation>LPIPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LPIPS (AlexNet) distance, original vs edited</source>
        <translation>distanza LPIPS (AlexNet), originale vs modificata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ViFi-CLIP</source>
        <translation>ViFi-CLIP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 x cosine of the 2-frame video [original, edited] and the instruction (ViFi-CLIP, frame features mean-pooled unless the model has encode_video)</source>
        <translation>100 x coseno tra il video di 2 fotogrammi [originale, modificata] e l&apos;istruzione (ViFi-CLIP, feature dei fotogrammi aggregate per media se il modello non ha encode_video)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ViFi-CLIP, frames reversed</source>
        <translation>ViFi-CLIP, fotogrammi invertiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagnostic: ViFi-CLIP on [edited, original]; needs a model with encode_video, since mean pooling cannot see the order</source>
        <translation>diagnostica: ViFi-CLIP su [modificata, originale]; richiede un modello con encode_video, poiché l&apos;aggregazione per media non vede l&apos;ordine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pixel-diff detector</source>
        <translation>Rilevatore di differenze pixel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>built-in difference boxes (not DICE), stored as differences</source>
        <translation>riquadri di differenza integrati (non DICE), salvati come differenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; components stored as bpm_s_*</source>
        <translation>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; componenti salvate come bpm_s_*</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 (ground truth)</source>
        <translation>L1 (ground truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean absolute difference to the ground-truth image on [0, 1] (MagicBrush L1)</source>
        <translation>differenza assoluta media rispetto all&apos;immagine ground truth su [0, 1] (MagicBrush L1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L2 (ground truth)</source>
        <translation>L2 (ground truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean squared difference to the ground-truth image on [0, 1] (MagicBrush &quot;L2&quot;, torch MSELoss)</source>
        <translation>differenza quadratica media rispetto all&apos;immagine ground truth su [0, 1] (MagicBrush &quot;L2&quot;, torch MSELoss)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CLIP-I (ground truth)</source>
        <translation>CLIP-I (ground truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP image embedding cosine, ground truth vs edited</source>
        <translation>coseno degli embedding di immagine CLIP, ground truth vs modificata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINO-I (ground truth)</source>
        <translation>DINO-I (ground truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINO ViT-S/16 CLS cosine, ground truth vs edited</source>
        <translation>coseno CLS DINO ViT-S/16, ground truth vs modificata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINOv2-I</source>
        <translation>DINOv2-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINOv2 ViT-S/14 CLS cosine, original vs edited</source>
        <translation>coseno CLS DINOv2 ViT-S/14, originale vs modificata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2-I (ground truth)</source>
        <translation>DINOv2-I (ground truth)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2 ViT-S/14 CLS cosine, ground truth vs edited</source>
        <translation>coseno CLS DINOv2 ViT-S/14, ground truth vs modificata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CLIP-I background (DICE)</source>
        <translation>CLIP-I sfondo (DICE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). Differences labelled incoherent (NO) are unwanted edits: they are not filled, so they lower the value. An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation>DICE + CLIP conservazione dello sfondo: CLIP-I dell&apos;originale e dell&apos;output le cui differenze dell&apos;origine scelta sono riempite con i pixel dell&apos;originale (riquadri; REMOVE sull&apos;originale, ADD/EDIT sull&apos;output, riportati sulla griglia dell&apos;originale). Le differenze etichettate come incoerenti (NO) sono modifiche indesiderate: non vengono riempite, quindi abbassano il valore. Un output senza di esse viene confrontato per intero; un output che quell&apos;origine non ha mai annotato o rilevato non ha valore</translation>
    </message>
    <message>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation type="vanished">DICE + CLIP conservazione dello sfondo: CLIP-I dell&apos;originale e dell&apos;output in cui le differenze dell&apos;origine scelta sono riempite con i pixel dell&apos;originale (riquadri; REMOVE sull&apos;originale, ADD/EDIT sull&apos;output, riportati alla griglia dell&apos;originale). Un output senza differenze viene confrontato per intero; un output che quell&apos;origine non ha mai annotato o rilevato non ha valore</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CLIP-T region (DICE)</source>
        <translation>CLIP-T regione (DICE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP prompt adherence: mean CLIP-T of the instruction (target caption when present) and the crops of the chosen origin&apos;s differences labelled coherent (ADD/EDIT cropped from the output, REMOVE from the original); 0 when none is coherent (no coherent edit); no value on an output that origin never annotated or detected</source>
        <translation>DICE + CLIP aderenza al prompt: CLIP-T medio tra l&apos;istruzione (didascalia target se presente) e i ritagli delle differenze dell&apos;origine scelta etichettate come coerenti (ADD/EDIT ritagliate dall&apos;output, REMOVE dall&apos;originale); 0 se nessuna è coerente (nessuna modifica coerente); nessun valore su un output che quell&apos;origine non ha mai annotato o rilevato</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>BPM component S_preserve</source>
        <translation>Componente BPM S_preserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_modify</source>
        <translation>Componente BPM S_modify</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_size</source>
        <translation>Componente BPM S_size</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_position</source>
        <translation>Componente BPM S_position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_region</source>
        <translation>Componente BPM S_region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_semantic</source>
        <translation>Componente BPM S_semantic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pixel-diff detector: boxes found</source>
        <translation>rilevatore di differenze pixel: riquadri trovati</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>model-stage judge: semantic consistency SC (the lower of two 0-10 sub-scores)</source>
        <translation>giudice delle fasi del modello: coerenza semantica SC (il minore di due sotto-punteggi 0-10)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model-stage judge: perceptual quality PQ (the lower of two 0-10 sub-scores)</source>
        <translation>giudice delle fasi del modello: qualità percettiva PQ (il minore di due sotto-punteggi 0-10)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model-stage judge: overall O = sqrt(SC x PQ)</source>
        <translation>giudice delle fasi del modello: complessivo O = sqrt(SC x PQ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imported (not computed by EditLens)</source>
        <translation>importato (non calcolato da EditLens)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (final turn)</source>
        <translation>%1 (turno finale)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; final turn of a chain: the last output against the first turn&apos;s source image and all turns&apos; instructions</source>
        <translation>%1; turno finale di una catena: l&apos;ultimo output rispetto all&apos;immagine sorgente del primo turno e alle istruzioni di tutti i turni</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none (the edited image alone)</source>
        <translation>nessuno (solo l&apos;immagine modificata)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>source image and instruction (SC), none (PQ)</source>
        <translation>immagine sorgente e istruzione (SC), nessuno (PQ)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, of the chain&apos;s last turn</source>
        <translation>%1, dell&apos;ultimo turno della catena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, of the chain&apos;s first turn</source>
        <translation>%1, del primo turno della catena</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>unknown metric %1 (known: %2, or all)</source>
        <translation>metrica sconosciuta %1 (note: %2, oppure all)</translation>
    </message>
</context>
<context>
    <name>ModelCallStore</name>
    <message>
        <source>cannot read the model calls: %1</source>
        <translation type="vanished">impossibile leggere le chiamate al modello: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/modelcallstore.cpp" line="+107"/>
        <source>cannot read the model calls</source>
        <translation>impossibile leggere le chiamate al modello</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a model call needs a request key and a stage</source>
        <translation>una chiamata al modello richiede una chiave di richiesta e una fase</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model call status &apos;%1&apos; (ok, unparseable or failed)</source>
        <translation>stato della chiamata al modello sconosciuto &apos;%1&apos; (ok, unparseable o failed)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot store a model call</source>
        <translation>impossibile salvare una chiamata al modello</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot store the model call %1</source>
        <translation>impossibile salvare la chiamata al modello %1</translation>
    </message>
    <message>
        <source>cannot store the model call %1: %2</source>
        <translation type="vanished">impossibile salvare la chiamata al modello %1: %2</translation>
    </message>
</context>
<context>
    <name>ModelRegistry</name>
    <message>
        <location filename="../core/inference/modelregistry.cpp" line="+41"/>
        <source>preprocessing %1: unknown resize rule &quot;%2&quot;</source>
        <translation>preprocessing %1: regola di ridimensionamento &quot;%2&quot; sconosciuta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preprocessing %1: unknown interpolation &quot;%2&quot;</source>
        <translation>preelaborazione %1: interpolazione sconosciuta &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preprocessing %1: unknown size convention &quot;%2&quot;</source>
        <translation>preelaborazione %1: convenzione di dimensione sconosciuta &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>preprocessing %1: expected positive sizes and three mean/std values</source>
        <translation>preprocessing %1: attese dimensioni positive e tre valori mean/std</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>preprocessing %1: std must be positive</source>
        <translation>preprocessing %1: std deve essere positivo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>model %1: unknown role &quot;%2&quot;</source>
        <translation>modello %1: ruolo &quot;%2&quot; sconosciuto</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>model &quot;%1&quot;: expected an id, file names, inputSize and embeddingSize</source>
        <translation>modello &quot;%1&quot;: attesi un id, nomi di file, inputSize ed embeddingSize</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a valid model manifest: %1</source>
        <translation>manifest dei modelli non valido: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported model manifest schema (expected 1)</source>
        <translation>schema del manifest dei modelli non supportato (atteso 1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>model %1 is listed twice</source>
        <translation>il modello %1 è elencato due volte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1: unknown preprocessing &quot;%2&quot;</source>
        <translation>modello %1: preprocessing &quot;%2&quot; sconosciuto</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>metric &quot;%1&quot;: expected a known model, a known preprocessing and a direction (higher or lower)</source>
        <translation>metrica &quot;%1&quot;: attesi un modello noto, un preprocessing noto e una direzione (higher o lower)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in model manifest is missing from this build</source>
        <translation>il manifest dei modelli integrato manca in questa build</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unknown model %1</source>
        <translation>modello %1 sconosciuto</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the model folder (none is set)</source>
        <translation>la cartella dei modelli (nessuna impostata)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable: model %1 not installed (expected %2 in %3)</source>
        <translation>non disponibile: modello %1 non installato (atteso %2 in %3)</translation>
    </message>
</context>
<context>
    <name>ModelStages</name>
    <message>
        <location filename="../core/modelstages/stagerunner.cpp" line="+88"/>
        <location filename="../core/modelstages/groundstage.cpp" line="+311"/>
        <source>cancelled</source>
        <translation>annullato</translation>
    </message>
    <message>
        <source>--max-requests %1 reached: %2 request(s) not sent</source>
        <translation type="vanished">--max-requests %1 raggiunto: %2 richieste non inviate</translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <location filename="../core/modelstages/groundstage.cpp" line="-62"/>
        <source>--max-requests %1 reached: %n request(s) not sent</source>
        <translation>
            <numerusform>--max-requests %1 raggiunto: %n richiesta non inviata</numerusform>
            <numerusform>--max-requests %1 raggiunto: %n richieste non inviate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+175"/>
        <source>the plan needs %1 requests, more than --max-requests %2; nothing was sent</source>
        <translation>il piano richiede %1 richieste, più di --max-requests %2; non è stato inviato nulla</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>not started</source>
        <translation>non avviato</translation>
    </message>
    <message>
        <location filename="../core/modelstages/stagerequests.cpp" line="+121"/>
        <source>unknown stage &apos;%1&apos; (known: %2)</source>
        <translation>fase sconosciuta &apos;%1&apos; (note: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no stage chosen (known: %1)</source>
        <translation>nessuna fase scelta (note: %1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the study has no system %1</source>
        <translation>lo studio non ha il sistema %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the study has no item %1</source>
        <translation>lo studio non ha l&apos;elemento %1</translation>
    </message>
    <message>
        <location filename="../core/modelstages/studyimages.cpp" line="+17"/>
        <source>cannot read the image: %1</source>
        <translation>impossibile leggere l&apos;immagine: %1</translation>
    </message>
    <message>
        <location filename="../core/modelstages/stagestorage.cpp" line="+96"/>
        <source>cannot store a coherence label</source>
        <translation>impossibile salvare un&apos;etichetta di coerenza</translation>
    </message>
    <message>
        <location filename="../core/modelstages/groundstage.cpp" line="-181"/>
        <source>cannot read the image&apos;s size</source>
        <translation>impossibile leggere la dimensione dell&apos;immagine</translation>
    </message>
</context>
<context>
    <name>MoveResizeDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="-36"/>
        <source>Move box</source>
        <translation>Sposta riquadro</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <location filename="../core/io/outputfile.cpp" line="+65"/>
        <source>cannot write: %1</source>
        <translation>impossibile scrivere: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+121"/>
        <source>no output file named</source>
        <translation>nessun file di output indicato</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>it is a folder; name a file</source>
        <translation>è una cartella; indicare un file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation>non è né un file regolare, né un dispositivo a caratteri, né una pipe; scrittura rifiutata</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+20"/>
        <location line="+39"/>
        <source>the file is not open</source>
        <translation>il file non è aperto</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>short write</source>
        <translation>scrittura incompleta</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>this is %1, which the study uses; an export never writes over the study or its images: name another file</source>
        <translation>questo è %1, usato dallo studio; un&apos;esportazione non sovrascrive mai lo studio o le sue immagini: indicare un altro file</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../ui/compare/overlayjobs.cpp" line="+48"/>
        <source>no image to compare</source>
        <translation>nessuna immagine da confrontare</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global edit (whole image)</source>
        <translation>modifica globale (intera immagine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 (%3), size %4, position %5</source>
        <translation>%1 → %2 (%3), dimensione %4, posizione %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no output image</source>
        <translation>nessuna immagine di output</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rules: %2 · %3</source>
        <translation>regole %1: %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/compare/overlaylayers.cpp" line="+127"/>
        <source>pixel-diff detector (built in)</source>
        <translation>rilevatore di differenze pixel (integrato)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE (imported)</source>
        <translation>DICE (importato)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (imported detector)</source>
        <translation>%1 (rilevatore importato)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator %1</source>
        <translation>annotatore %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation>ground truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth (%1)</source>
        <translation>ground truth (%1)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1
from %2</source>
        <translation>%1
da %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>YES</source>
        <translation>SÌ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NO</source>
        <translation>NO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent with the instruction: %1
%2
(%3)</source>
        <translation>Coerente con l&apos;istruzione: %1
%2
(%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 · %n region(s)</source>
        <translation>
            <numerusform>%1 · %n regione</numerusform>
            <numerusform>%1 · %n regioni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>M_origin: o1 in the original</source>
        <translation>M_origin: o1 nell&apos;originale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M_edit: o2 in the output</source>
        <translation>M_edit: o2 nell&apos;output</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_origin ∪ M_edit</source>
        <translation>M_origin ∪ M_edit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preserved region (outside M_origin ∪ M_edit)</source>
        <translation>regione conservata (al di fuori di M_origin ∪ M_edit)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>S_modify crop</source>
        <translation>ritaglio S_modify</translation>
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
        <translation>Trascini per confrontare: originale a sinistra, output a destra</translation>
    </message>
</context>
<context>
    <name>PixelMetrics</name>
    <message>
        <location filename="../core/metrics/pixelmetrics.cpp" line="+51"/>
        <source>the source image is empty</source>
        <translation>l&apos;immagine sorgente è vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is empty</source>
        <translation>l&apos;immagine modificata è vuota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the source image is not 8-bit BGR</source>
        <translation>l&apos;immagine sorgente non è BGR a 8 bit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is not 8-bit BGR</source>
        <translation>l&apos;immagine modificata non è BGR a 8 bit</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the edited image is %1x%2 pixels, the source %3x%4</source>
        <translation>l&apos;immagine modificata è di %1x%2 pixel, la sorgente di %3x%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot resize the edited image: %1</source>
        <translation>impossibile ridimensionare l&apos;immagine modificata: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>image does not exist</source>
        <translation>l&apos;immagine non esiste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot decode the image: %1</source>
        <translation>impossibile decodificare l&apos;immagine: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot decode the image</source>
        <translation>impossibile decodificare l&apos;immagine</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>the mask is not a single-channel 8-bit image</source>
        <translation>la maschera non è un&apos;immagine a 8 bit a canale singolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mask is %1x%2 pixels, the source %3x%4</source>
        <translation>la maschera è di %1x%2 pixel, la sorgente di %3x%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the mask leaves no preserved pixel</source>
        <translation>la maschera non lascia alcun pixel conservato</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation>SSIM richiede immagini di almeno 11x11 pixel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the mask leaves no preserved pixel inside the SSIM frame</source>
        <translation>la maschera non lascia alcun pixel conservato nella cornice SSIM</translation>
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
        <translation>impossibile salvare il piano dello studio</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+91"/>
        <location line="+14"/>
        <location line="+9"/>
        <source>cannot read the study plan</source>
        <translation>impossibile leggere il piano dello studio</translation>
    </message>
    <message>
        <source>a plan needs an annotator name</source>
        <translation type="vanished">un piano richiede il nome di un annotatore</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>cannot save a gold answer</source>
        <translation>impossibile salvare una risposta gold</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+33"/>
        <source>cannot read gold answers</source>
        <translation>impossibile leggere le risposte gold</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot save the gold answers</source>
        <translation>impossibile salvare le risposte gold</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot read the plan&apos;s gold items</source>
        <translation>impossibile leggere gli elementi gold del piano</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read outputs</source>
        <translation>impossibile leggere gli output</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read judgements</source>
        <translation>impossibile leggere i giudizi</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+33"/>
        <source>cannot read progress</source>
        <translation>impossibile leggere l&apos;avanzamento</translation>
    </message>
    <message>
        <source>cannot read progress: %1</source>
        <translation type="vanished">impossibile leggere l&apos;avanzamento: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this study is %1&apos;s hand-out, packed from &apos;%2&apos;: its plan cannot change here; change the plan in the original study and pack again</source>
        <translation>questo studio è la consegna di %1, impacchettata da &apos;%2&apos;: qui il suo piano non può cambiare; cambia il piano nello studio originale e impacchetta di nuovo</translation>
    </message>
</context>
<context>
    <name>PreferenceStore</name>
    <message>
        <location filename="../core/storage/preferencestore.cpp" line="+22"/>
        <location line="+34"/>
        <source>cannot save preference</source>
        <translation>impossibile salvare la preferenza</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+13"/>
        <source>cannot clear preference</source>
        <translation>impossibile cancellare la preferenza</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot read preference</source>
        <translation>impossibile leggere la preferenza</translation>
    </message>
</context>
<context>
    <name>ProgressCsvExport</name>
    <message>
        <location filename="../core/io/progresscsvexport.cpp" line="+26"/>
        <source>Annotator progress CSV</source>
        <translation>CSV di avanzamento degli annotatori</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-annotator progress and time spent per item (plan position, judgements, sessions, seconds, submission, revisions), CSV</source>
        <translation>avanzamento per annotatore e tempo impiegato per elemento (posizione nel piano, giudizi, sessioni, secondi, invio, revisioni), CSV</translation>
    </message>
</context>
<context>
    <name>PromptTemplates</name>
    <message>
        <location filename="../core/modelstages/prompttemplates.cpp" line="+51"/>
        <source>the prompt template &apos;%1&apos; has no user part</source>
        <translation>il modello di prompt &apos;%1&apos; non ha una parte utente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the prompt template &apos;%1&apos; uses the placeholder {%2} in its system part (above the &quot;---&quot; line); placeholders are filled in the user part only</source>
        <translation>il modello di prompt &apos;%1&apos; usa il segnaposto {%2} nella sua parte di sistema (sopra la riga &quot;---&quot;); i segnaposto vengono compilati solo nella parte utente</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the prompt template &apos;%1&apos; uses the placeholder {%2}, which this stage does not fill</source>
        <translation>il modello di prompt &apos;%1&apos; usa il segnaposto {%2}, che questa fase non compila</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a prompt template name</source>
        <translation>&apos;%1&apos; non è il nome di un modello di prompt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the prompt template: %1</source>
        <translation>impossibile leggere il modello di prompt: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no built-in prompt template &apos;%1&apos;</source>
        <translation>non esiste un modello di prompt integrato &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no prompt template &apos;%1&apos; in %2, nor a built-in one</source>
        <translation>non esiste un modello di prompt &apos;%1&apos; in %2, né uno integrato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the built-in prompt template: %1</source>
        <translation>impossibile leggere il modello di prompt integrato: %1</translation>
    </message>
</context>
<context>
    <name>RatingTable</name>
    <message>
        <location filename="../core/alignment/ratingtable.cpp" line="+35"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>lo studio non ha punteggi per la metrica &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the study has no scores of metric &apos;%1&apos; in version &apos;%2&apos;</source>
        <translation>lo studio non ha punteggi della metrica &apos;%1&apos; nella versione &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>RatingsCsvExport</name>
    <message>
        <location filename="../core/io/ratingscsvexport.cpp" line="+21"/>
        <source>Ratings CSV</source>
        <translation>CSV delle valutazioni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every rating, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation>tutte le valutazioni, CSV con colonne item_id, system, annotator, dimension, value</translation>
    </message>
</context>
<context>
    <name>RatingsCsvImport</name>
    <message>
        <location filename="../core/io/ratingscsvimport.cpp" line="+23"/>
        <source>Ratings CSV</source>
        <translation>CSV delle valutazioni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>human ratings, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation>valutazioni umane, CSV con colonne item_id, system, annotator, dimension, value</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: annotator &apos;%3&apos; already rated &apos;%4&apos; on line %5</source>
        <translation>elemento &apos;%1&apos;, sistema &apos;%2&apos;: l&apos;annotatore &apos;%3&apos; ha già valutato &apos;%4&apos; alla riga %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file holds a header but no ratings</source>
        <translation>il file contiene un&apos;intestazione ma nessuna valutazione</translation>
    </message>
</context>
<context>
    <name>RelabelDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+65"/>
        <source>Relabel box as %1 %2</source>
        <translation>Rietichetta riquadro come %1 %2</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/report/reportcharts.cpp" line="+190"/>
        <source>correlation (whisker: 95% bootstrap CI)</source>
        <translation>correlazione (baffi: IC bootstrap al 95%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>hatched: fewer systems, ranked after the others</source>
        <translation>a tratteggio: meno sistemi, in coda agli altri</translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+82"/>
        <source>Study</source>
        <translation>Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what</source>
        <translation>cosa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>count</source>
        <translation>numero</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+207"/>
        <location filename="../core/report/reportevaluations.cpp" line="+146"/>
        <source>items</source>
        <translation>elementi</translation>
    </message>
    <message>
        <location line="-206"/>
        <location filename="../core/report/reportdifferences.cpp" line="+101"/>
        <location line="+42"/>
        <source>outputs</source>
        <translation>output</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>editing systems</source>
        <translation>sistemi di modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="-43"/>
        <source>annotators</source>
        <translation>annotatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratings</source>
        <translation>valutazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric scores</source>
        <translation>punteggi delle metriche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preferences</source>
        <translation>preferenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge votes</source>
        <translation>voti dei giudici</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="+44"/>
        <source>differences</source>
        <translation>differenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks</source>
        <translation>maschere</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outputs: %1</source>
        <translation>Output: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alignment sections cover only the outputs that meet every condition (edit type: of the item&apos;s parse; tag; system). Ground-truth test, α sweep and difference detection cover every output.</source>
        <translation>Le sezioni sull&apos;allineamento coprono solo gli output che soddisfano tutte le condizioni (tipo di modifica: dall&apos;analisi dell&apos;elemento; tag; sistema). Il test ground truth, lo sweep di α e il rilevamento delle differenze coprono tutti gli output.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extreme edits, q = %1: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (linear interpolation between order statistics, as numpy&apos;s default; ties at a threshold are in).</source>
        <translation>Modifiche estreme, q = %1: per ogni dimensione, gli output la cui valutazione umana media è pari o inferiore al quantile q o pari o superiore al quantile (1 − q) (interpolazione lineare tra statistiche d&apos;ordine, come nel default di numpy; i valori pari alla soglia sono inclusi).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dimension</source>
        <translation>dimensione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low threshold</source>
        <translation>soglia inferiore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high threshold</source>
        <translation>soglia superiore</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol</source>
        <translation>Protocollo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correlations (Spearman with average ranks, Pearson, Kendall τ-b) are combined over editing systems with the protocol &apos;%1&apos;:</source>
        <translation>Le correlazioni (Spearman con ranghi medi, Pearson, Kendall τ-b) sono combinate sui sistemi di modifica con il protocollo &apos;%1&apos;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>95% CI: percentile bootstrap of the Spearman value over items, %1 resamples, seed %2.</source>
        <translation>IC 95%: bootstrap percentile del valore di Spearman sugli elementi, %1 ricampionamenti, seed %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No confidence intervals (bootstrap off).</source>
        <translation>Nessun intervallo di confidenza (bootstrap disattivato).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p: two-sided p-value of each correlation (H0: no correlation), as scipy.stats computes it: Pearson and Spearman through Student&apos;s t with n − 2 degrees of freedom, Kendall τ-b through the normal approximation with tie correction.</source>
        <translation>p: p-value bilaterale di ogni correlazione (H0: nessuna correlazione), come lo calcola scipy.stats: Pearson e Spearman tramite la t di Student con n − 2 gradi di libertà, Kendall τ-b tramite l&apos;approssimazione normale con correzione per le parità.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p: two-sided p-value (H0: no correlation). Each system&apos;s correlation has its own (scipy.stats: Student&apos;s t with n − 2 degrees of freedom for Pearson and Spearman, the tie-corrected normal approximation for Kendall τ-b); the systems&apos; values are combined with Stouffer&apos;s signed z. The systems share items, so read the combined value as a guide rather than an exact level.</source>
        <translation>p: p-value bilaterale (H0: nessuna correlazione). La correlazione di ogni sistema ha il proprio (scipy.stats: t di Student con n − 2 gradi di libertà per Pearson e Spearman, approssimazione normale corretta per le parità per Kendall τ-b); i valori dei sistemi sono combinati con la z con segno di Stouffer. I sistemi condividono elementi, quindi il valore combinato va letto come indicazione piuttosto che come livello esatto.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each system&apos;s correlation and human-to-human value is rounded to %1 decimals before the systems are averaged, as VIEScore&apos;s tables are.</source>
        <translation>La correlazione e il valore umano-umano di ogni sistema sono arrotondati a %1 decimali prima della media sui sistemi, come nelle tabelle di VIEScore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The human value of an output is the mean of the annotators who rated it. Distances (lower is better) are negated before every statistic, so for every metric a positive correlation and a pairwise alignment above 0.5 mean that it agrees with people.</source>
        <translation>Il valore umano di un output è la media degli annotatori che lo hanno valutato. Le distanze (più basso è meglio) vengono negate prima di ogni statistica, quindi per ogni metrica una correlazione positiva e un allineamento a coppie superiore a 0.5 indicano che concorda con le persone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairwise alignment (BPM, Table 1): for each pair of editing systems (A, B), over the items rated for both:</source>
        <translation>Allineamento a coppie (BPM, Tabella 1): per ogni coppia di sistemi di modifica (A, B), sugli elementi valutati per entrambi:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human ceiling: human-to-human = each annotator&apos;s Spearman against the mean of the other annotators, per system, averaged with the same protocol; ICC(2,1) = two-way random, absolute agreement (Shrout &amp; Fleiss) over outputs rated by every annotator; Krippendorff&apos;s α (interval) with missing ratings allowed. Systems with an undefined correlation are left out and listed, never counted as 0.</source>
        <translation>Tetto umano: umano-umano = lo Spearman di ogni annotatore rispetto alla media degli altri annotatori, per sistema, mediato con lo stesso protocollo; ICC(2,1) = modello a due vie casuale, accordo assoluto (Shrout &amp; Fleiss) sugli output valutati da tutti gli annotatori; α di Krippendorff (intervallo) con valutazioni mancanti ammesse. I sistemi con correlazione non definita vengono esclusi ed elencati, mai contati come 0.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM (Balancing Preservation and Modification):</source>
        <translation>BPM (Balancing Preservation and Modification):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disagreement queue: per item, the pairs of outputs the metric orders against the humans (human ties left out, metric ties count as disagreements), score = discordant / comparable pairs. Items with one output use |rank(metric) − rank(human)| / (N − 1) across the study. For BPM the driver is the component (S_preserve, S_modify, region) that orders most of the discordant pairs against the humans.</source>
        <translation>Coda dei disaccordi: per ogni elemento, le coppie di output che la metrica ordina contro gli umani (parità umane escluse, le parità della metrica contano come disaccordi), punteggio = coppie discordanti / confrontabili. Gli elementi con un solo output usano |rank(metric) − rank(human)| / (N − 1) sull&apos;intero studio. Per BPM il fattore determinante è la componente (S_preserve, S_modify, region) che ordina contro gli umani la maggior parte delle coppie discordanti.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Metrics</source>
        <translation>Metriche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+100"/>
        <location line="+57"/>
        <location filename="../core/report/reportevaluations.cpp" line="-4"/>
        <source>metric</source>
        <translation>metrica</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportevaluations.cpp" line="-33"/>
        <source>direction</source>
        <translation>direzione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>version</source>
        <translation>versione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lower is better</source>
        <translation>più basso è meglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>higher is better</source>
        <translation>più alto è meglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unversioned</source>
        <translation>senza versione</translation>
    </message>
    <message>
        <source>%1 over %2 by %3; metric tie</source>
        <translation type="vanished">%1 su %2 di %3; parità della metrica</translation>
    </message>
    <message>
        <source>%1 over %2 by %3; metric prefers %2</source>
        <translation type="vanished">%1 su %2 di %3; la metrica preferisce %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disagreement queue (%1)</source>
        <translation>Coda dei disaccordi (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No item where %1 orders the outputs against the humans.</source>
        <translation>Nessun elemento in cui %1 ordina gli output contro gli umani.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rank</source>
        <translation>rango</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>item</source>
        <translation>elemento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit type</source>
        <translation>tipo di modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>instruction</source>
        <translation>istruzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discordant / comparable</source>
        <translation>discordanti / confrontabili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worst pair (humans prefer)</source>
        <translation>coppia peggiore (preferita dagli umani)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM driver</source>
        <translation>fattore BPM</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>single output</source>
        <translation>output singolo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dimension: %1</source>
        <translation>Dimensione: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human ceiling (%1)</source>
        <translation>Tetto umano (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>human-to-human</source>
        <translation>umano-umano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ICC(2,1)</source>
        <translation>ICC(2,1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krippendorff α (interval)</source>
        <translation>α di Krippendorff (intervallo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>excluded systems</source>
        <translation>sistemi esclusi</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>annotators left out (system)</source>
        <translation>annotatori esclusi (sistema)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alignment with the humans (%1)</source>
        <translation>Allineamento con gli umani (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% CI</source>
        <translation>IC 95%</translation>
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
        <translation>allineamento a coppie</translation>
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
        <translation>riferimento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as defined by the import</source>
        <translation>come definito dall&apos;importazione</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 over %2 by %3; metric prefers %2 by %4</source>
        <translation>%1 su %2 di %3; la metrica preferisce %2 di %4</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 (partial)</source>
        <translation>%1 (parziale)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (n %2; without %3)</source>
        <translation>%1 (n %2; senza %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>human ceiling (h2h, ICC, α)</source>
        <translation>tetto umano (h2h, ICC, α)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman with the humans: %1 (%2)</source>
        <translation>Spearman con gli umani: %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman per metric with 95% CI and the human ceiling band, %1</source>
        <translation>Spearman per metrica con IC 95% e fascia del tetto umano, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pairwise alignment per system pair (%1)</source>
        <translation>Allineamento a coppie per coppia di sistemi (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Metric against human, per output (%1)</source>
        <translation>Metrica rispetto all&apos;umano, per output (%1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against %2</source>
        <translation>%1 rispetto a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (lower is better)</source>
        <translation>%1 (più basso è meglio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of annotators)</source>
        <translation>%1 (media degli annotatori)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scatter of %1 against human %2, one colour per system</source>
        <translation>Dispersione di %1 rispetto a %2 umano, un colore per sistema</translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="-76"/>
        <source>Pairwise judges</source>
        <translation>Giudici a coppie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each judge&apos;s vote on a pair of outputs against the human vote on it (left, right, tie, both bad): the share of votes the judge gets right (GenAI-Bench&apos;s four-way accuracy; random guessing scores about 26 %). A verdict judge is right when its verdict allows the human vote ([[A&gt;B]] for left, [[A=B]] for tie or both bad). A score metric votes by the %1 rule: %2. Distances vote with their sign turned, so the lower distance wins.</source>
        <translation>Il voto di ogni giudice su una coppia di output rispetto al voto umano su di essa (sinistra, destra, pari, entrambe scadenti): la quota di voti che il giudice azzecca (accuratezza a quattro vie di GenAI-Bench; una scelta casuale ottiene circa il 26 %). Un giudice a verdetto ha ragione quando il suo verdetto ammette il voto umano ([[A&gt;B]] per sinistra, [[A=B]] per pari o entrambe scadenti). Una metrica a punteggio vota secondo la regola %1: %2. Le distanze votano con il segno invertito, quindi vince la distanza minore.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>each score&apos;s type is round-half-even(score / 5) on the 0-10 scale, the higher type wins, equal types are a tie when both scores are at least 9 and both bad otherwise</source>
        <translation>il tipo di ogni punteggio è round-half-even(score / 5) sulla scala 0-10, vince il tipo più alto, tipi uguali sono pari se entrambi i punteggi sono almeno 9 ed entrambe scadenti altrimenti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each score&apos;s type is round-half-even(score / 5), the higher type wins and equal types are a tie (AURORA-Bench has no both-bad label)</source>
        <translation>il tipo di ogni punteggio è round-half-even(score / 5), vince il tipo più alto e tipi uguali sono pari (AURORA-Bench non ha l&apos;etichetta entrambe scadenti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the higher score wins and equal scores are a tie</source>
        <translation>vince il punteggio più alto e punteggi uguali sono pari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score metrics are read on the scale %1 to %2: each value v is typed as 10 · (v − %1) / (%2 − %1) (10 minus that for a distance).</source>
        <translation>Le metriche di punteggio sono lette sulla scala da %1 a %2: ogni valore v è riportato come 10 · (v − %1) / (%2 − %1) (10 meno tale valore per una distanza).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>judge</source>
        <translation>giudice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy</source>
        <translation>accuratezza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>correct</source>
        <translation>corretti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>votes</source>
        <translation>voti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted left / right / tie / both bad</source>
        <translation>previsti sinistra / destra / pari / entrambe scadenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unavailable, because %1</source>
        <translation>non disponibile, perché %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n vote(s) on unscored outputs left out</source>
        <translation>
            <numerusform>%n voto su output senza punteggio escluso</numerusform>
            <numerusform>%n voti su output senza punteggio esclusi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unparseable verdict(s) counted wrong</source>
        <translation>
            <numerusform>%n verdetto non interpretabile contato come errato</numerusform>
            <numerusform>%n verdetti non interpretabili contati come errati</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score (%1)</source>
        <translation>punteggio (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>verdetto</translation>
    </message>
    <message>
        <location filename="../core/report/reportdifferences.cpp" line="-103"/>
        <source>Difference detection</source>
        <translation>Rilevamento delle differenze</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>detector</source>
        <translation>rilevatore</translation>
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
        <translation>AP per classe</translation>
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
        <translation>Accordo tra annotatori sulle differenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes: on the outputs both annotators examined (marked complete or drew on), their boxes are paired one to one (same op, IoU ≥ 0.5, highest IoU first); F1 = 2 · matched / (boxes of one + boxes of the other). Coherence: the labels both gave one difference, and each one&apos;s label on their matched boxes; Cohen&apos;s κ per pair. Mean F1 %1. Labels of one difference by several annotators: Fleiss&apos; κ %2 (%3 raters, %4 differences every rater labelled), Krippendorff&apos;s α (nominal) %5 (%6 differences).</source>
        <translation>Riquadri: sugli output esaminati da entrambi gli annotatori (segnati come completi o su cui hanno disegnato), i loro riquadri sono abbinati uno a uno (stessa op, IoU ≥ 0.5, prima l&apos;IoU più alto); F1 = 2 · abbinati / (riquadri dell&apos;uno + riquadri dell&apos;altro). Coerenza: le etichette che entrambi hanno dato a una differenza e l&apos;etichetta di ciascuno sui riquadri abbinati; κ di Cohen per coppia. F1 medio %1. Etichette di una differenza da più annotatori: κ di Fleiss %2 (%3 valutatori, %4 differenze etichettate da tutti i valutatori), α di Krippendorff (nominale) %5 (%6 differenze).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes</source>
        <translation>riquadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matched</source>
        <translation>abbinati</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box F1</source>
        <translation>F1 riquadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence pairs</source>
        <translation>coppie di coerenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence agreement</source>
        <translation>accordo sulla coerenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cohen κ</source>
        <translation>κ di Cohen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Per-system summary of differences (DICE Table 3)</source>
        <translation>Riepilogo delle differenze per sistema (DICE Tabella 3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no rubric dimension</source>
        <translation>nessuna dimensione della griglia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per editing system and origin: correct edits = differences labelled coherent, unwanted edits = differences labelled incoherent (both as % of the labelled differences), no visual change = outputs without any difference (% of the outputs the origin examined: for the truth those with a ground-truth difference or marked complete, for an annotator those they completed or drew on, for a detector those with its boxes or a recorded run). Beside them, people&apos;s mean rating of the matching rubric dimension on the same outputs (%1), and Pearson&apos;s r of the two over outputs and over systems. Correct and unwanted edits are n/a for an origin that labelled none of its differences.</source>
        <translation>Per sistema di modifica e origine: modifiche corrette = differenze etichettate come coerenti, modifiche indesiderate = differenze etichettate come incoerenti (entrambe in % delle differenze etichettate), nessun cambiamento visibile = output senza alcuna differenza (% degli output esaminati dall&apos;origine: per la verità quelli con una differenza ground truth o segnati come completi, per un annotatore quelli che ha completato o su cui ha disegnato, per un rilevatore quelli con i suoi riquadri o un&apos;esecuzione registrata). Accanto, la valutazione media delle persone sulla dimensione corrispondente della griglia sugli stessi output (%1) e la r di Pearson tra le due, sugli output e sui sistemi. Modifiche corrette e indesiderate sono n/d per un&apos;origine che non ha etichettato nessuna delle sue differenze.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>correct edits %</source>
        <translation>% modifiche corrette</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>people</source>
        <translation>persone</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>unwanted edits %</source>
        <translation>% modifiche indesiderate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no visual change %</source>
        <translation>% nessun cambiamento visibile</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>r over outputs</source>
        <translation>r sugli output</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>r over systems</source>
        <translation>r sui sistemi</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>images</source>
        <translation>immagini</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Each detector&apos;s boxes against the truth, COCO AP as pycocotools computes it (DICE-D style). The outputs are those with a ground-truth difference and those an annotator marked complete (no further differences); on a complete output the completing annotators&apos; boxes are truth too, and a detection on a complete output without any difference is a false positive. Class-agnostic AP ignores the op; class-aware AP takes ADD, REMOVE and EDIT as categories; coherence-aware AP takes the coherence label (the detector&apos;s own estimate against the truth&apos;s) as the category, over outputs whose every truth box is labelled; it and the coherence agreement are n/a for a detector that gives no coherence labels (the built-in pixel-difference detector has no coherence estimator).</source>
        <translation>I riquadri di ogni rilevatore rispetto alla verità, AP COCO come lo calcola pycocotools (stile DICE-D). Gli output sono quelli con una differenza ground truth e quelli che un annotatore ha segnato come completi (nessun&apos;altra differenza); su un output completo anche i riquadri degli annotatori che lo hanno completato sono verità, e un rilevamento su un output completo senza alcuna differenza è un falso positivo. L&apos;AP indipendente dalla classe ignora l&apos;op; l&apos;AP per classe usa ADD, REMOVE ed EDIT come categorie; l&apos;AP per coerenza usa come categoria l&apos;etichetta di coerenza (la stima del rilevatore rispetto a quella della verità), sugli output in cui ogni riquadro di verità è etichettato; esso e l&apos;accordo sulla coerenza sono n/d per un rilevatore che non fornisce etichette di coerenza (il rilevatore integrato di differenze pixel non ha uno stimatore di coerenza).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>coherence-aware AP</source>
        <translation>AP per coerenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP coherent</source>
        <translation>AP coerenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP incoherent</source>
        <translation>AP incoerenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>images (unlabelled detections)</source>
        <translation>immagini (rilevamenti non etichettati)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence accuracy (pairs)</source>
        <translation>accuratezza di coerenza (coppie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence κ</source>
        <translation>κ di coerenza</translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="+17"/>
        <source>Edit-text retrieval</source>
        <translation>Recupero modifica-testo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit → text ranks every distinct text of the study for each output; text → edit ranks the outputs of the same system for each output&apos;s text. Similarity is the metric&apos;s cosine; rank 1 is the best and ties count for the query (rank = 1 + the number of strictly more similar candidates). R@k is the percentage of queries ranked k or better. CLIP-D ranks the image direction against the caption direction; vectors of norm 0 (no direction) are left out.</source>
        <translation>Modifica → testo ordina tutti i testi distinti dello studio per ogni output; testo → modifica ordina gli output dello stesso sistema per il testo di ogni output. La similarità è il coseno della metrica; il rango 1 è il migliore e le parità vanno a favore della query (rango = 1 + il numero di candidati strettamente più simili). R@k è la percentuale di query con rango k o migliore. CLIP-D ordina la direzione dell&apos;immagine rispetto alla direzione della didascalia; i vettori di norma 0 (nessuna direzione) sono esclusi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model %1, version: %2. %3 of %4 outputs ranked against %5 texts.</source>
        <translation>Modello %1, versione: %2. %3 di %4 output ordinati rispetto a %5 testi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+71"/>
        <source>system</source>
        <translation>sistema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean rank</source>
        <translation>rango medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median rank</source>
        <translation>rango mediano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit → text</source>
        <translation>modifica → testo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text → edit</source>
        <translation>testo → modifica</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+15"/>
        <location filename="../core/report/reportmodelcalls.cpp" line="+24"/>
        <source>all</source>
        <translation>tutti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ground-truth test</source>
        <translation>Test ground truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM&apos;s ground-truth test (Table 4): on each item with a ground-truth edit, an excessively preserved candidate (the original plus noise) and an excessively modified one, the share of items on which the metric scores each candidate best (distances: lowest). A tie for best splits the item equally among the tied candidates; such items are counted under &apos;ties&apos;. A metric that balances preservation and modification favours the ground truth.</source>
        <translation>Test ground truth di BPM (Tabella 4): su ogni elemento con una modifica ground truth, un candidato eccessivamente conservato (l&apos;originale più rumore) e uno eccessivamente modificato, la quota di elementi in cui la metrica assegna il punteggio migliore a ciascun candidato (distanze: il più basso). Una parità per il migliore divide l&apos;elemento in parti uguali tra i candidati pari; tali elementi sono contati sotto &apos;parità&apos;. Una metrica che bilancia conservazione e modifica favorisce la ground truth.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ground truth</source>
        <translation>ground truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively preserved</source>
        <translation>eccessivamente conservato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively modified</source>
        <translation>eccessivamente modificato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ties</source>
        <translation>parità</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>α sweep</source>
        <translation>sweep di α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM(α) = α·S_semantic + (1 − α)·S_region recomputed from the stored components of %1 outputs, and its pairwise alignment with each dimension (the paper&apos;s Table 9 peaks at α = 0.7).</source>
        <translation>BPM(α) = α·S_semantic + (1 − α)·S_region ricalcolato dalle componenti salvate di %1 output, e il suo allineamento a coppie con ogni dimensione (la Tabella 9 dell&apos;articolo ha il picco ad α = 0.7).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+17"/>
        <source>drawing the report&apos;s charts needs a QGuiApplication (fonts); none is running</source>
        <translation>disegnare i grafici del report richiede una QGuiApplication (font); nessuna è in esecuzione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation>lo studio non ha valutazioni per la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>lo studio non ha punteggi per la metrica &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <location line="+18"/>
        <source>cancelled</source>
        <translation>annullato</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>EditLens report: %1</source>
        <translation>Report EditLens: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed study</source>
        <translation>studio senza nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study file %1, EditLens %2.</source>
        <translation>File dello studio %1, EditLens %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot create the report folder</source>
        <translation>impossibile creare la cartella del report</translation>
    </message>
    <message>
        <location filename="../core/report/reportmodelcalls.cpp" line="-13"/>
        <source>Model stages</source>
        <translation>Fasi del modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every request the model stages sent is kept in the study with its raw answer. Unparseable answers stored nothing; failed requests got no answer. Tokens are those the endpoint reported (requests without usage figures count 0).</source>
        <translation>Ogni richiesta inviata dalle fasi del modello è conservata nello studio con la sua risposta grezza. Le risposte non interpretabili non hanno salvato nulla; le richieste non riuscite non hanno ricevuto risposta. I token sono quelli riportati dall&apos;endpoint (le richieste senza dati di utilizzo contano 0).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stage</source>
        <translation>fase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requests</source>
        <translation>richieste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered</source>
        <translation>con risposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unparseable</source>
        <translation>non interpretabili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>non riuscite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prompt tokens</source>
        <translation>token del prompt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completion tokens</source>
        <translation>token di completamento</translation>
    </message>
    <message>
        <location filename="../core/report/reportannotators.cpp" line="+15"/>
        <source>Annotators</source>
        <translation>Annotatori</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failed checks: ratings that missed a gold answer (an attention check) of those a gold answer checks. Agreement: Pearson r between the annotator&apos;s ratings and the mean of the other annotators&apos; ratings of the same output and dimension, over the ratings at least one other annotator shares (every dimension together); unavailable below 3 such ratings.</source>
        <translation>Controlli falliti: valutazioni che hanno mancato una risposta gold (un controllo dell&apos;attenzione) tra quelle verificate da una risposta gold. Accordo: r di Pearson tra le valutazioni dell&apos;annotatore e la media delle valutazioni degli altri annotatori per lo stesso output e la stessa dimensione, sulle valutazioni che almeno un altro annotatore condivide (tutte le dimensioni insieme); non disponibile sotto 3 valutazioni di questo tipo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>annotator</source>
        <translation>annotatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>submitted / planned</source>
        <translation>inviati / pianificati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judged items</source>
        <translation>elementi valutati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds per item</source>
        <translation>secondi per elemento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed checks</source>
        <translation>controlli falliti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agreement with the others</source>
        <translation>accordo con gli altri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in alignment</source>
        <translation>nell&apos;allineamento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>excluded: %1</source>
        <translation>escluso: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every annotator&apos;s ratings count in alignment.</source>
        <translation>Le valutazioni di ogni annotatore contano nell&apos;allineamento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out of alignment (their ratings and preferences are not on the human side of any table or chart): %1.</source>
        <translation>Esclusi dall&apos;allineamento (le loro valutazioni e preferenze non sono sul lato umano di alcuna tabella o grafico): %1.</translation>
    </message>
</context>
<context>
    <name>ReportExportJob</name>
    <message numerus="yes">
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+47"/>
        <source>Wrote the report to %1 (and report.md, %n chart(s)).</source>
        <translation>
            <numerusform>Report scritto in %1 (più report.md e %n grafico).</numerusform>
            <numerusform>Report scritto in %1 (più report.md e %n grafici).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Retrieval</name>
    <message>
        <location filename="../core/stats/retrieval.cpp" line="+199"/>
        <source>retrieval input: expected %1-d rows and a valid text for every edit</source>
        <translation>input di recupero: attese righe di dimensione %1 e un testo valido per ogni modifica</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>retrieval: the similarity product failed: %1</source>
        <translation>recupero: il prodotto di similarità non è riuscito: %1</translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <location filename="../core/study/rubric.cpp" line="+15"/>
        <source>Very Poor</source>
        <translation>Pessimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poor</source>
        <translation>Scarso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>Buono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very Good</source>
        <translation>Ottimo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fail</source>
        <translation>Fallito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation>Parziale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Riuscito</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Please assess whether the edited image meets the editing requirements. The assessment is divided into five dimensions: overall editing quality, quality of the edited area, consistency of the non-edited area, whether the size of the edited object meets the editing instructions, and whether the position of the edited object is correct.</source>
        <translation>Valuti se l&apos;immagine modificata soddisfa i requisiti della modifica. La valutazione si articola in cinque dimensioni: qualità complessiva della modifica, qualità dell&apos;area modificata, coerenza dell&apos;area non modificata, conformità della dimensione dell&apos;oggetto modificato alle istruzioni e correttezza della posizione dell&apos;oggetto modificato.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overall editing quality: Evaluate the overall quality of the generated image, considering the realism of the edited image, whether the edits align with the editing instructions and appear natural, and whether the non-edited areas remain consistent with the original image.</source>
        <translation>Qualità complessiva della modifica: valuti la qualità complessiva dell&apos;immagine generata, considerando il realismo dell&apos;immagine modificata, se le modifiche rispettano le istruzioni e appaiono naturali e se le aree non modificate restano coerenti con l&apos;immagine originale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quality of the edited area: Assess whether the modified areas required by the instructions meet the textual editing instructions and appear natural.</source>
        <translation>Qualità dell&apos;area modificata: valuti se le aree modificate richieste dalle istruzioni rispettano le istruzioni testuali e appaiono naturali.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Consistency of the non-edited area: Evaluate whether the areas that should not be edited remain consistent with the original image.</source>
        <translation>Coerenza dell&apos;area non modificata: valuti se le aree che non andavano modificate restano coerenti con l&apos;immagine originale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size: Whether the size of the edited object meets the editing instructions, For example, &quot;make the fire hydrant blue&quot; means that the size of the fire hydrant should remain unchanged; while &quot;make the vase bigger&quot; means that the vase should increase in size.</source>
        <translation>Dimensione: se la dimensione dell&apos;oggetto modificato rispetta le istruzioni. Ad esempio, &quot;rendi blu l&apos;idrante&quot; significa che la dimensione dell&apos;idrante deve restare invariata, mentre &quot;rendi il vaso più grande&quot; significa che il vaso deve aumentare di dimensione.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Position: Whether the position of the edited object is correct, For example, &quot;make the hydrant blue,&quot; the position of the hydrant should remain unchanged; &quot;put an apple on the table&quot;, the apple should be on top of the table.</source>
        <translation>Posizione: se la posizione dell&apos;oggetto modificato è corretta. Ad esempio, con &quot;rendi blu l&apos;idrante&quot; la posizione dell&apos;idrante deve restare invariata; con &quot;metti una mela sul tavolo&quot; la mela deve trovarsi sopra il tavolo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rate each edited image 0 (fail), 0.5 (partial) or 1 (success) for semantic consistency and perceptual quality.</source>
        <translation>Valuti ogni immagine modificata con 0 (fallito), 0.5 (parziale) o 1 (riuscito) per coerenza semantica e qualità percettiva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Semantic consistency: how well the edit follows the instruction</source>
        <translation>Coerenza semantica: quanto la modifica segue l&apos;istruzione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perceptual quality: naturalness and absence of artifacts</source>
        <translation>Qualità percettiva: naturalezza e assenza di artefatti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rate the correct edits and the unwanted edits from 1 to 5, and mark images that show no visual change.</source>
        <translation>Valuti da 1 a 5 le modifiche corrette e quelle indesiderate e segnali le immagini che non mostrano alcun cambiamento visibile.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Correct edits: how well the requested changes were made</source>
        <translation>Modifiche corrette: quanto bene sono state eseguite le modifiche richieste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unwanted edits: changes that the instruction did not ask for</source>
        <translation>Modifiche indesiderate: cambiamenti non richiesti dall&apos;istruzione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No visual change: the edited image looks like the original</source>
        <translation>Nessun cambiamento visibile: l&apos;immagine modificata sembra uguale all&apos;originale</translation>
    </message>
</context>
<context>
    <name>RubricStore</name>
    <message>
        <location filename="../core/storage/rubricstore.cpp" line="+20"/>
        <source>a rubric needs a name</source>
        <translation>una griglia di valutazione richiede un nome</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid scale for dimension &apos;%1&apos; of rubric &apos;%2&apos;</source>
        <translation>scala non valida per la dimensione &apos;%1&apos; della griglia &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot save rubric</source>
        <translation>impossibile salvare la griglia di valutazione</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>cannot delete rubric</source>
        <translation>impossibile eliminare la griglia di valutazione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read rubrics</source>
        <translation>impossibile leggere le griglie di valutazione</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cannot read study settings</source>
        <translation>impossibile leggere le impostazioni dello studio</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot save study settings</source>
        <translation>impossibile salvare le impostazioni dello studio</translation>
    </message>
</context>
<context>
    <name>RuleLabelStore</name>
    <message>
        <location filename="../core/storage/rulelabelstore.cpp" line="+26"/>
        <source>cannot store the labels</source>
        <translation>impossibile salvare le etichette</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot declare dimension &apos;%1&apos;</source>
        <translation>impossibile dichiarare la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">impossibile registrare l&apos;annotatore</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot remove the earlier labels</source>
        <translation>impossibile rimuovere le etichette precedenti</translation>
    </message>
    <message>
        <source>cannot read the annotator</source>
        <translation type="vanished">impossibile leggere l&apos;annotatore</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot read the dimension</source>
        <translation>impossibile leggere la dimensione</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot remove the earlier scores</source>
        <translation>impossibile rimuovere i punteggi precedenti</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>label %1 of output %2 is outside the scale %3-%4</source>
        <translation>l&apos;etichetta %1 dell&apos;output %2 è fuori dalla scala %3-%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label</source>
        <translation>impossibile salvare un&apos;etichetta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label&apos;s rule</source>
        <translation>impossibile salvare la regola di un&apos;etichetta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label&apos;s score</source>
        <translation>impossibile salvare il punteggio di un&apos;etichetta</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read the labels</source>
        <translation>impossibile leggere le etichette</translation>
    </message>
    <message>
        <source>cannot read the labels: %1</source>
        <translation type="vanished">impossibile leggere le etichette: %1</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <location filename="../core/storage/schema.cpp" line="+363"/>
        <source>not a study file (cannot read its schema version)</source>
        <translation>non è un file di studio (impossibile leggerne la versione dello schema)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an EditLens study: the database holds tables but no EditLens schema version (SQLite user_version is 0); it was not changed</source>
        <translation>non è uno studio EditLens: il database contiene tabelle ma nessuna versione dello schema EditLens (user_version di SQLite è 0); non è stato modificato</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>study was written by a newer EditLens (schema %1, this build reads up to %2); it was not changed</source>
        <translation>lo studio è stato scritto da un EditLens più recente (schema %1, questa build legge fino a %2); non è stato modificato</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the study is damaged: its table &apos;%1&apos; is missing (schema %2); it was not changed</source>
        <translation>lo studio è danneggiato: manca la sua tabella &apos;%1&apos; (schema %2); non è stato modificato</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot start a transaction: %1</source>
        <translation>impossibile avviare una transazione: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>migration to schema %1 failed</source>
        <translation>migrazione allo schema %1 non riuscita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot record schema version</source>
        <translation>impossibile registrare la versione dello schema</translation>
    </message>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation type="vanished">migrazione allo schema %1 non riuscita: %2</translation>
    </message>
    <message>
        <source>cannot record schema version: %1</source>
        <translation type="vanished">impossibile registrare la versione dello schema: %1</translation>
    </message>
</context>
<context>
    <name>ScoreRun</name>
    <message>
        <location filename="../core/scoring/scorerun.cpp" line="+12"/>
        <source>no metric chosen</source>
        <translation>nessuna metrica scelta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the number of worker threads must not be negative</source>
        <translation>il numero di thread di lavoro non deve essere negativo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s alpha must be a number from 0 to 1</source>
        <translation>l&apos;alpha di BPM deve essere un numero da 0 a 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the DICE + CLIP origin must name an origin</source>
        <translation>l&apos;origine DICE + CLIP deve indicare un&apos;origine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>skipped: %1</source>
        <translation>saltato: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 (%2): %n output(s) scored</source>
        <translation>
            <numerusform>%1 (%2): %n output calcolato</numerusform>
            <numerusform>%1 (%2): %n output calcolati</numerusform>
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
        <translation>versione di %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reference: %2</source>
        <translation>riferimento di %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outputs %1, computed %2, already stored %3, values written %4, differences %5%6</source>
        <translation>output %1, calcolati %2, già salvati %3, valori scritti %4, differenze %5%6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (interrupted: run again to resume)</source>
        <translation> (interrotto: eseguire di nuovo per riprendere)</translation>
    </message>
</context>
<context>
    <name>ScoreSummary</name>
    <message>
        <source>cannot read the study: %1</source>
        <translation type="vanished">impossibile leggere lo studio: %1</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoresummary.cpp" line="+21"/>
        <source>cannot read the study</source>
        <translation>impossibile leggere lo studio</translation>
    </message>
</context>
<context>
    <name>ScoreWriter</name>
    <message>
        <location filename="../core/storage/scorewriter.cpp" line="+22"/>
        <source>cannot store scoring results</source>
        <translation>impossibile salvare i risultati del calcolo</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cannot start a transaction: %1</source>
        <translation>impossibile avviare una transazione: %1</translation>
    </message>
    <message>
        <source>cannot store scoring results: %1</source>
        <translation type="vanished">impossibile salvare i risultati del calcolo: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot commit scoring results: %1</source>
        <translation>impossibile confermare i risultati del calcolo: %1</translation>
    </message>
</context>
<context>
    <name>ScoresCsvExport</name>
    <message>
        <location filename="../core/io/scorescsvexport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation>CSV dei punteggi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every metric score, CSV with columns item_id, system, metric, value, version</source>
        <translation>tutti i punteggi delle metriche, CSV con colonne item_id, system, metric, value, version</translation>
    </message>
</context>
<context>
    <name>ScoresCsvImport</name>
    <message>
        <location filename="../core/io/scorescsvimport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation>CSV dei punteggi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>metric scores, CSV with columns item_id, system, metric, value and optionally version</source>
        <translation>punteggi delle metriche, CSV con colonne item_id, system, metric, value e facoltativamente version</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos; already has a &apos;%3&apos; score of version &apos;%4&apos; on line %5</source>
        <translation>elemento &apos;%1&apos;, sistema &apos;%2&apos;: ha già un punteggio &apos;%3&apos; della versione &apos;%4&apos; alla riga %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file holds a header but no scores</source>
        <translation>il file contiene un&apos;intestazione ma nessun punteggio</translation>
    </message>
</context>
<context>
    <name>ScoringChain</name>
    <message>
        <location filename="../core/scoring/scoringchain.cpp" line="+59"/>
        <source>item &apos;%1&apos; names source_item &apos;%2&apos;, which is not in the study</source>
        <translation>l&apos;elemento &apos;%1&apos; indica source_item &apos;%2&apos;, che non è nello studio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the chain ending at item &apos;%1&apos; loops</source>
        <translation>la catena che termina all&apos;elemento &apos;%1&apos; forma un ciclo</translation>
    </message>
</context>
<context>
    <name>SessionStore</name>
    <message>
        <location filename="../core/storage/sessionstore.cpp" line="+22"/>
        <source>cannot start an annotation session</source>
        <translation>impossibile avviare una sessione di annotazione</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot end an annotation session</source>
        <translation>impossibile terminare una sessione di annotazione</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot read sessions</source>
        <translation>impossibile leggere le sessioni</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>cannot submit item</source>
        <translation>impossibile inviare l&apos;elemento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot reopen item for revision</source>
        <translation>impossibile riaprire l&apos;elemento per la revisione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation>l&apos;elemento %1 non è stato inviato da &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot read submissions</source>
        <translation>impossibile leggere gli invii</translation>
    </message>
</context>
<context>
    <name>SetCoherenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+84"/>
        <source>Clear coherence</source>
        <translation>Cancella coerenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark coherent</source>
        <translation>Segna come coerente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark not coherent</source>
        <translation>Segna come non coerente</translation>
    </message>
</context>
<context>
    <name>SetOutputCompleteCommand</name>
    <message>
        <location line="-28"/>
        <source>Mark output complete</source>
        <translation>Segna output come completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark output incomplete</source>
        <translation>Segna output come incompleto</translation>
    </message>
</context>
<context>
    <name>SetPreferenceCommand</name>
    <message>
        <location filename="../core/document/commands/ratingcommands.cpp" line="+68"/>
        <source>Prefer %1</source>
        <translation>Preferisci %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear preference</source>
        <translation>Cancella preferenza</translation>
    </message>
</context>
<context>
    <name>SetRatingCommand</name>
    <message>
        <location line="-41"/>
        <source>Rate %1 as %2</source>
        <translation>Valuta %1 come %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear rating %1</source>
        <translation>Cancella valutazione %1</translation>
    </message>
</context>
<context>
    <name>SqlDialect</name>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+136"/>
        <source>the database gave no reason (is the connection lost?)</source>
        <translation>il database non ha fornito alcun motivo (la connessione è stata persa?)</translation>
    </message>
</context>
<context>
    <name>SqliteDialect</name>
    <message>
        <location line="-74"/>
        <source>the SQLite driver exposes no handle</source>
        <translation>il driver SQLite non espone alcun handle</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>process %1</source>
        <translation>processo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (pid %2)</source>
        <translation>%1 (pid %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the database gave no reason</source>
        <translation>il database non ha fornito alcun motivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program (a window or editlens-cli)</source>
        <translation>un altro programma (una finestra o editlens-cli)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it for more than %2 s; try again when it has finished</source>
        <translation>lo studio è bloccato: %1 vi sta scrivendo da più di %2 s; riprovare quando avrà finito</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it; stopped waiting after %2 s as asked</source>
        <translation>lo studio è bloccato: %1 vi sta scrivendo; attesa interrotta dopo %2 s come richiesto</translation>
    </message>
</context>
<context>
    <name>StagedStudy</name>
    <message>
        <location filename="../core/storage/stagedstudy.cpp" line="+44"/>
        <source>cannot finish the new study: its log could not be written into the study file (%1)</source>
        <translation>impossibile completare il nuovo studio: non è stato possibile scrivere il suo registro nel file dello studio (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot move the new study to its name: %1</source>
        <translation>impossibile dare al nuovo studio il suo nome: %1</translation>
    </message>
</context>
<context>
    <name>StudyAccess</name>
    <message>
        <source>cannot read the server&apos;s roles: %1</source>
        <translation type="vanished">impossibile leggere i ruoli del server: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyrights.cpp" line="+309"/>
        <location filename="../core/server/studyaccess.cpp" line="+67"/>
        <location line="+20"/>
        <source>cannot read the server&apos;s roles</source>
        <translation>impossibile leggere i ruoli del server</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+9"/>
        <source>cannot set the annotators&apos; rights on the study</source>
        <translation>impossibile impostare i diritti degli annotatori sullo studio</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+24"/>
        <source>cannot read your rights on the study</source>
        <translation>impossibile leggere i diritti di questo accesso sullo studio</translation>
    </message>
    <message>
        <source>cannot read your rights on the study: %1</source>
        <translation type="vanished">impossibile leggere i diritti di questo accesso sullo studio: %1</translation>
    </message>
    <message>
        <location filename="../core/server/studyaccess.cpp" line="-31"/>
        <source>annotator logins are for studies on a server; a study file is shared by handing it out (editlens-cli pack)</source>
        <translation>gli accessi per annotatori sono per studi su un server; un file di studio si condivide distribuendolo (editlens-cli pack)</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">un annotatore ha bisogno di un nome</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>your server role may not create roles (it needs CREATEROLE); ask the server&apos;s administrator to run: ALTER ROLE %1 CREATEROLE</source>
        <translation>il tuo ruolo sul server non può creare ruoli (serve CREATEROLE); chiedi all&apos;amministratore del server di eseguire: ALTER ROLE %1 CREATEROLE</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot add annotator &apos;%1&apos;</source>
        <translation>impossibile aggiungere l&apos;annotatore &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read annotators</source>
        <translation>impossibile leggere gli annotatori</translation>
    </message>
    <message>
        <source>cannot read annotators: %1</source>
        <translation type="vanished">impossibile leggere gli annotatori: %1</translation>
    </message>
</context>
<context>
    <name>StudyDocument</name>
    <message>
        <location filename="../core/document/studydocument.cpp" line="+160"/>
        <source>this item was submitted and is locked; choose Revise to change it</source>
        <translation>questo elemento è stato inviato ed è bloccato; scelga Rivedi per modificarlo</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+118"/>
        <source>no difference with id %1</source>
        <translation>nessuna differenza con id %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>choose an annotator first</source>
        <translation>scelga prima un annotatore</translation>
    </message>
    <message>
        <source>the server cannot be reached: ratings and preferences are kept on this computer and sent when it is back, but boxes, labels, masks and submissions need the server</source>
        <translation type="vanished">il server non è raggiungibile: valutazioni e preferenze restano su questo computer e vengono inviate quando torna, ma riquadri, etichette, maschere e invii richiedono il server</translation>
    </message>
    <message>
        <location filename="../core/document/studydocument_server.cpp" line="+21"/>
        <source>what they answer was removed from the study since they were given</source>
        <translation>ciò a cui rispondono è stato rimosso dallo studio dopo che sono state date</translation>
    </message>
    <message>
        <location filename="../core/document/serversession.cpp" line="+117"/>
        <source>the server cannot be reached and this computer cannot keep the answer (no offline journal)</source>
        <translation>il server non è raggiungibile e questo computer non può conservare la risposta (nessun registro offline)</translation>
    </message>
    <message>
        <location filename="../core/document/studydocument_server.cpp" line="+164"/>
        <source>the server cannot be reached: answers are kept on this computer and sent when it is back, but boxes and masks need the server</source>
        <translation>il server non è raggiungibile: le risposte restano su questo computer e vengono inviate quando torna, ma riquadri e maschere richiedono il server</translation>
    </message>
</context>
<context>
    <name>StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+25"/>
        <source>Imported %1 items, %2 outputs, %3 ratings (%4).</source>
        <translation>Importati %1 elementi, %2 output, %3 valutazioni (%4).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n judgement(s) replaced one the study already held.</source>
        <translation>
            <numerusform>%n giudizio ha sostituito uno già presente nello studio.</numerusform>
            <numerusform>%n giudizi hanno sostituito ciascuno uno già presente nello studio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exported to %1.</source>
        <translation>Esportato in %1.</translation>
    </message>
</context>
<context>
    <name>StudyLocation</name>
    <message>
        <location filename="../core/storage/studylocation.cpp" line="+33"/>
        <source>the URL names no study: add ?study=NAME</source>
        <translation>l&apos;URL non indica uno studio: aggiungi ?study=NOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the study name &apos;%1&apos; must start with a lower-case letter or &apos;_&apos; and hold only lower-case letters, digits and &apos;_&apos;</source>
        <translation>il nome dello studio &apos;%1&apos; deve iniziare con una lettera minuscola o &apos;_&apos; e contenere solo lettere minuscole, cifre e &apos;_&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study name &apos;%1&apos; is longer than PostgreSQL&apos;s 63 bytes</source>
        <translation>il nome dello studio &apos;%1&apos; supera i 63 byte di PostgreSQL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study name &apos;%1&apos; starts with &apos;pg_&apos;, which PostgreSQL keeps for itself</source>
        <translation>il nome dello studio &apos;%1&apos; inizia con &apos;pg_&apos;, riservato a PostgreSQL</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not a valid PostgreSQL URL: %1</source>
        <translation>non è un URL PostgreSQL valido: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the URL names no database: write postgresql://user@host/DATABASE?study=NAME</source>
        <translation>l&apos;URL non indica un database: scrivi postgresql://utente@host/DATABASE?study=NOME</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode &apos;%1&apos; non è tra %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port &apos;%1&apos; is not a number from 1 to 65535</source>
        <translation>la porta &apos;%1&apos; non è un numero da 1 a 65535</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>connect_timeout &apos;%1&apos; non è un numero di secondi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown URL parameter &apos;%1&apos; (known: study, sslmode, sslrootcert, host, port, connect_timeout)</source>
        <translation>parametro URL sconosciuto &apos;%1&apos; (noti: study, sslmode, sslrootcert, host, port, connect_timeout)</translation>
    </message>
</context>
<context>
    <name>StudyOpener</name>
    <message>
        <location filename="../ui/studyopener.cpp" line="+23"/>
        <source>Fetching the study&apos;s images from the server…</source>
        <translation>Recupero delle immagini dello studio dal server…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>opening was cancelled before every image of the study was fetched; open it again to go on (images already fetched are kept)</source>
        <translation>apertura annullata prima che tutte le immagini dello studio fossero recuperate; aprilo di nuovo per continuare (le immagini già recuperate restano)</translation>
    </message>
</context>
<context>
    <name>StudyPaths</name>
    <message>
        <location filename="../core/storage/studypaths.cpp" line="+49"/>
        <source>empty image path</source>
        <translation>percorso dell&apos;immagine vuoto</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>path &apos;%1&apos; names the study folder &apos;%2&apos; itself, not an image</source>
        <translation>il percorso &apos;%1&apos; indica la cartella dello studio &apos;%2&apos; stessa, non un&apos;immagine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; leaves the study folder &apos;%2&apos; through &apos;..&apos;</source>
        <translation>il percorso &apos;%1&apos; esce dalla cartella dello studio &apos;%2&apos; tramite &apos;..&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; is an absolute path outside the study folder &apos;%2&apos;</source>
        <translation>il percorso &apos;%1&apos; è un percorso assoluto al di fuori della cartella dello studio &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>path &apos;%1&apos; (relative to &apos;%2&apos;) lies outside the study folder &apos;%3&apos;</source>
        <translation>il percorso &apos;%1&apos; (relativo a &apos;%2&apos;) è al di fuori della cartella dello studio &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>image &apos;%1&apos; does not exist</source>
        <translation>l&apos;immagine &apos;%1&apos; non esiste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a file</source>
        <translation>&apos;%1&apos; non è un file</translation>
    </message>
</context>
<context>
    <name>StudyPlan</name>
    <message>
        <source>cannot read outputs: %1</source>
        <translation type="vanished">impossibile leggere gli output: %1</translation>
    </message>
    <message>
        <source>cannot read judgements</source>
        <translation type="vanished">impossibile leggere i giudizi</translation>
    </message>
    <message>
        <location filename="../core/document/studyplan.cpp" line="-102"/>
        <source>Output %1</source>
        <translation>Output %1</translation>
    </message>
</context>
<context>
    <name>StudyReader</name>
    <message>
        <source>cannot read dimensions: %1</source>
        <translation type="vanished">impossibile leggere le dimensioni: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyreader.cpp" line="+35"/>
        <location line="+57"/>
        <source>cannot read dimensions</source>
        <translation>impossibile leggere le dimensioni</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>%1: rating %2 is %3, off the scale of its dimension; it was left out</source>
        <translation>%1: la valutazione %2 è %3, fuori dalla scala della sua dimensione; è stata esclusa</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>cannot list items</source>
        <translation>impossibile elencare gli elementi</translation>
    </message>
    <message>
        <source>cannot list items: %1</source>
        <translation type="vanished">impossibile elencare gli elementi: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>item %1 does not exist</source>
        <translation>l&apos;elemento %1 non esiste</translation>
    </message>
    <message>
        <source>cannot read study: %1</source>
        <translation type="vanished">impossibile leggere lo studio: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyreader_items.cpp" line="+114"/>
        <source>cannot read study</source>
        <translation>impossibile leggere lo studio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the study is damaged: %1 holds &apos;%2&apos;, which is not a number; it was not changed</source>
        <translation>lo studio è danneggiato: %1 contiene &apos;%2&apos;, che non è un numero; non è stato modificato</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>the rating of output %1 by &apos;%2&apos; on &apos;%3&apos;</source>
        <translation>la valutazione dell&apos;output %1 da parte di &apos;%2&apos; su &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the rating of output %2 by &apos;%3&apos; on &apos;%4&apos; is %5, off its scale (%6 to %7); it was left out</source>
        <translation>%1: la valutazione dell&apos;output %2 da parte di &apos;%3&apos; su &apos;%4&apos; è %5, fuori dalla sua scala (da %6 a %7); è stata esclusa</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the &apos;%1&apos; score of output %2</source>
        <translation>il punteggio &apos;%1&apos; dell&apos;output %2</translation>
    </message>
</context>
<context>
    <name>StudyRetrieval</name>
    <message>
        <location filename="../core/scoring/studyretrieval.cpp" line="+24"/>
        <source>unknown learned metric %1</source>
        <translation>metrica appresa %1 sconosciuta</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 is not an edit-text similarity; retrieval ranks by one of: %2</source>
        <translation>%1 non è una similarità modifica-testo; il recupero ordina secondo una tra: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no model folder given</source>
        <translation>nessuna cartella dei modelli indicata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding was not asked for</source>
        <translation>la codifica non è stata richiesta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no %1 embeddings of %2 are stored in the study, and none could be computed: %3</source>
        <translation>nello studio non sono salvati embedding %1 di %2, e non è stato possibile calcolarne: %3</translation>
    </message>
</context>
<context>
    <name>StudyScorer</name>
    <message>
        <source>no BPM on %1 of %2 output(s), for example: %3</source>
        <translation type="vanished">nessun BPM su %1 di %2 output, ad esempio: %3</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoringplan.cpp" line="+125"/>
        <source>unavailable with --chain final: its regions belong to one turn; score it with --chain turn</source>
        <translation>non disponibile con --chain final: le sue regioni appartengono a un solo turno; calcolarlo con --chain turn</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>BPM unavailable: S_modify needs CLIP (the clip_i model and bpe_simple_vocab_16e6.txt.gz in the model folder); stored its components S_preserve, S_size, S_position, S_region</source>
        <translation>BPM non disponibile: S_modify richiede CLIP (il modello clip_i e bpe_simple_vocab_16e6.txt.gz nella cartella dei modelli); salvate le sue componenti S_preserve, S_size, S_position, S_region</translation>
    </message>
    <message>
        <location line="-122"/>
        <location filename="../core/scoring/learnedstage.cpp" line="+49"/>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation>non disponibile: nessuna cartella dei modelli indicata (--models DIR o EDITLENS_MODELS)</translation>
    </message>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="-46"/>
        <source>unavailable: %1</source>
        <translation>non disponibile: %1</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoringplan.cpp" line="+20"/>
        <source>unavailable: needs source and target captions (manifest fields source_caption and target_caption); no item of this study has both</source>
        <translation>non disponibile: richiede didascalie sorgente e target (campi del manifest source_caption e target_caption); nessun elemento di questo studio le ha entrambe</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>unavailable: a metric with its own function is measured against the source image only</source>
        <translation>non disponibile: una metrica con una funzione propria si misura solo rispetto all&apos;immagine sorgente</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>unavailable, because no item has a ground-truth image</source>
        <translation>non disponibile, perché nessun elemento ha un&apos;immagine ground truth</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unavailable on %1 of %n output(s), because the item has no ground-truth image</source>
        <translation>
            <numerusform>non disponibile su %1 di %n output, perché l&apos;elemento non ha un&apos;immagine ground truth</numerusform>
            <numerusform>non disponibile su %1 di %n output, perché l&apos;elemento non ha un&apos;immagine ground truth</numerusform>
        </translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because the item has no ground-truth image</source>
        <translation type="vanished">non disponibile su %1 di %2 output, perché l&apos;elemento non ha un&apos;immagine ground truth</translation>
    </message>
    <message>
        <source>not judged on %1 output(s), for example: %2</source>
        <translation type="vanished">non valutato su %1 output, ad esempio: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/bpmstudy.cpp" line="+75"/>
        <source>no BPM on %1 of %n output(s), for example: %2</source>
        <translation>
            <numerusform>nessun BPM su %1 di %n output, ad esempio: %2</numerusform>
            <numerusform>nessun BPM su %1 di %n output, ad esempio: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/studyscorer.cpp" line="+302"/>
        <source>not judged on %n output(s), for example: %1</source>
        <translation>
            <numerusform>non valutato su %n output, ad esempio: %1</numerusform>
            <numerusform>non valutato su %n output, ad esempio: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <location filename="../core/storage/studystore.cpp" line="+114"/>
        <location line="+332"/>
        <source>a file with this name already exists</source>
        <translation>esiste già un file con questo nome</translation>
    </message>
    <message>
        <location line="-330"/>
        <source>study file does not exist</source>
        <translation>il file dello studio non esiste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty, not a study (a study is an SQLite file made by New Study or by importing into a new path); it was left as it is</source>
        <translation>il file è vuoto, non è uno studio (uno studio è un file SQLite creato con Nuovo studio o importando in un nuovo percorso); è stato lasciato com&apos;era</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>folder does not exist</source>
        <translation>la cartella non esiste</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot open study: %1</source>
        <translation>impossibile aprire lo studio: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot configure the database: %1</source>
        <translation>impossibile configurare il database: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../core/storage/studystore_server.cpp" line="+101"/>
        <location line="+133"/>
        <source>cannot configure the database (%1)</source>
        <translation>impossibile configurare il database (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../core/storage/studystore_server.cpp" line="-93"/>
        <source>cannot write study settings</source>
        <translation>impossibile scrivere le impostazioni dello studio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read study settings</source>
        <translation>impossibile leggere le impostazioni dello studio</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>cannot write a copy</source>
        <translation>impossibile scrivere una copia</translation>
    </message>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+23"/>
        <source>not a study file: %1</source>
        <translation>non è un file di studio: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the disk is full (%1 bytes free): SQLite could not create the study&apos;s -wal and -shm files beside it; free some space and try again (the study itself is unchanged)</source>
        <translation>il disco è pieno (%1 byte liberi): SQLite non ha potuto creare accanto allo studio i suoi file -wal e -shm; liberare un po&apos; di spazio e riprovare (lo studio in sé è invariato)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the study (%1); the study itself is unchanged</source>
        <translation>impossibile leggere lo studio (%1); lo studio in sé è invariato</translation>
    </message>
    <message>
        <location filename="../core/storage/studystore.cpp" line="-291"/>
        <source>an empty SQLite database, not an EditLens study (it has no tables and no schema version); it was left as it is</source>
        <translation>un database SQLite vuoto, non uno studio EditLens (non ha tabelle né versione dello schema); è stato lasciato com&apos;era</translation>
    </message>
    <message>
        <source>cannot configure the database (%1): %2</source>
        <translation type="vanished">impossibile configurare il database (%1): %2</translation>
    </message>
    <message>
        <source>cannot write study settings: %1</source>
        <translation type="vanished">impossibile scrivere le impostazioni dello studio: %1</translation>
    </message>
    <message>
        <source>cannot read study settings: %1</source>
        <translation type="vanished">impossibile leggere le impostazioni dello studio: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <location filename="../core/storage/studykind.cpp" line="+49"/>
        <source>cannot save study settings</source>
        <translation>impossibile salvare le impostazioni dello studio</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot count study contents</source>
        <translation>impossibile contare i contenuti dello studio</translation>
    </message>
    <message>
        <source>a rating needs an annotator name</source>
        <translation type="vanished">una valutazione richiede il nome di un annotatore</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>cannot start a transaction</source>
        <translation>impossibile avviare una transazione</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read dimensions</source>
        <translation>impossibile leggere le dimensioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation>dimensione di valutazione sconosciuta &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation>la valutazione %1 è fuori dalla scala %2-%3 di &apos;%4&apos;</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">impossibile registrare l&apos;annotatore</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+15"/>
        <location line="+46"/>
        <source>cannot save rating</source>
        <translation>impossibile salvare la valutazione</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot clear rating</source>
        <translation>impossibile cancellare la valutazione</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read rating</source>
        <translation>impossibile leggere la valutazione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a study on a server is copied into a file with &apos;editlens-cli pull URL FILE&apos;</source>
        <translation>uno studio su un server si copia in un file con &apos;editlens-cli pull URL FILE&apos;</translation>
    </message>
    <message>
        <source>cannot write a copy: %1</source>
        <translation type="vanished">impossibile scrivere una copia: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/studystore_server.cpp" line="+11"/>
        <source>a study on a PostgreSQL server needs Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql), which is not installed</source>
        <translation>uno studio su un server PostgreSQL richiede il driver PostgreSQL di Qt (pacchetto Debian libqt6sql6-psql), che non è installato</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>cannot connect to the server: %1</source>
        <translation>impossibile connettersi al server: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot read the server&apos;s studies</source>
        <translation>impossibile leggere gli studi del server</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot create the study</source>
        <translation>impossibile creare lo studio</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s studies: %1</source>
        <translation type="vanished">impossibile leggere gli studi del server: %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>the database &apos;%1&apos; already holds a study named &apos;%2&apos;</source>
        <translation>il database &apos;%1&apos; contiene già uno studio di nome &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the database &apos;%1&apos; holds no study named &apos;%2&apos; (publish one with &apos;editlens-cli publish STUDY.editlens URL&apos;)</source>
        <translation>il database &apos;%1&apos; non contiene uno studio di nome &apos;%2&apos; (pubblicane uno con &apos;editlens-cli publish STUDIO.editlens URL&apos;)</translation>
    </message>
    <message>
        <source>cannot create the study: %1</source>
        <translation type="vanished">impossibile creare lo studio: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the schema &apos;%1&apos; holds no EditLens study (it has no schema version); it was left as it is</source>
        <translation>lo schema &apos;%1&apos; non contiene uno studio EditLens (non ha una versione di schema); è stato lasciato com&apos;era</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>the server cannot be reached: %1</source>
        <translation>il server non è raggiungibile: %1</translation>
    </message>
</context>
<context>
    <name>StudyTransfer</name>
    <message>
        <source>cannot read the table &apos;%1&apos;: %2</source>
        <translation type="vanished">impossibile leggere la tabella &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot write the table &apos;%1&apos;: %2</source>
        <translation type="vanished">impossibile scrivere nella tabella &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot copy row %1 of the table &apos;%2&apos;: %3</source>
        <translation type="vanished">impossibile copiare la riga %1 della tabella &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location filename="../core/transfer/studytransfer.cpp" line="+154"/>
        <source>cancelled</source>
        <translation>annullato</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s image paths: %1</source>
        <translation type="vanished">impossibile leggere i percorsi delle immagini dello studio: %1</translation>
    </message>
    <message>
        <source>cannot read the study: %1</source>
        <translation type="vanished">impossibile leggere lo studio: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+58"/>
        <source>cannot copy the study</source>
        <translation>impossibile copiare lo studio</translation>
    </message>
    <message>
        <source>cannot number new rows of the table &apos;%1&apos;: %2</source>
        <translation type="vanished">impossibile numerare le nuove righe della tabella &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>publish copies a study file (.editlens) to a server; this is a server URL</source>
        <translation>publish copia un file di studio (.editlens) su un server; questo è un URL di server</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot mark the study&apos;s publish</source>
        <translation>impossibile contrassegnare la pubblicazione dello studio</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s settings: %1</source>
        <translation type="vanished">impossibile leggere le impostazioni dello studio: %1</translation>
    </message>
    <message>
        <location filename="../core/storage/publishmark.cpp" line="+15"/>
        <source>cannot read the study&apos;s settings</source>
        <translation>impossibile leggere le impostazioni dello studio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this server study is incomplete: its publish (begun %1) did not finish, so rows or images are missing. Remove it with DROP SCHEMA %2 CASCADE and publish the study file again</source>
        <translation>questo studio sul server è incompleto: la sua pubblicazione (iniziata %1) non è terminata, quindi mancano righe o immagini. Rimuoverlo con DROP SCHEMA %2 CASCADE e pubblicare di nuovo il file dello studio</translation>
    </message>
    <message>
        <source>the incomplete server study &apos;%1&apos; could not be removed (%2): remove it with DROP SCHEMA %1 CASCADE</source>
        <translation type="vanished">impossibile rimuovere lo studio incompleto &apos;%1&apos; sul server (%2): rimuoverlo con DROP SCHEMA %1 CASCADE</translation>
    </message>
    <message>
        <location filename="../core/transfer/studytransfer.cpp" line="-27"/>
        <source>not a server study URL (postgresql://user@host/database?study=NAME)</source>
        <translation>non è l&apos;URL di uno studio su server (postgresql://user@host/database?study=NAME)</translation>
    </message>
    <message>
        <source>; the incomplete server study &apos;%1&apos; could not be removed (%2): remove it with DROP SCHEMA %1 CASCADE</source>
        <translation type="vanished">; impossibile rimuovere lo studio incompleto &apos;%1&apos; sul server (%2): rimuoverlo con DROP SCHEMA %1 CASCADE</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+25"/>
        <source>cannot read the table &apos;%1&apos;</source>
        <translation>impossibile leggere la tabella &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write the table &apos;%1&apos;</source>
        <translation>impossibile scrivere nella tabella &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot copy row %1 of the table &apos;%2&apos;</source>
        <translation>impossibile copiare la riga %1 della tabella &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read the study&apos;s image paths</source>
        <translation>impossibile leggere i percorsi delle immagini dello studio</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>cannot number new rows of the table &apos;%1&apos;</source>
        <translation>impossibile numerare le nuove righe della tabella &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>the incomplete server study &apos;%1&apos; could not be removed</source>
        <translation>impossibile rimuovere lo studio incompleto &apos;%1&apos; sul server</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; remove it with DROP SCHEMA %1 CASCADE</source>
        <extracomment>Follows &quot;the incomplete server study &apos;NAME&apos; could not be removed: &lt;the server&apos;s words&gt;&quot;; %1 is the study&apos;s schema, in an SQL statement the user runs by hand (not to be translated).</extracomment>
        <translation>; rimuoverlo con DROP SCHEMA %1 CASCADE</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>pull writes a study file (.editlens); give a file name, not a URL</source>
        <translation>pull scrive un file di studio (.editlens); indicare un nome di file, non un URL</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a file with this name already exists; it was left as it is</source>
        <translation>esiste già un file con questo nome; è stato lasciato com&apos;era</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the pulled study&apos;s image folder already exists and is not empty; move it or pull into another file name</source>
        <translation>la cartella delle immagini dello studio scaricato esiste già e non è vuota; spostarla o scaricare con un altro nome di file</translation>
    </message>
    <message>
        <location line="-210"/>
        <location line="+224"/>
        <source>cannot read the study</source>
        <translation>impossibile leggere lo studio</translation>
    </message>
</context>
<context>
    <name>Subset</name>
    <message>
        <location filename="../core/alignment/subset.cpp" line="+42"/>
        <source>a subset is edit_type=TYPE, tag=TAG or system=NAME, not &apos;%1&apos;</source>
        <translation>un sottoinsieme è edit_type=TYPE, tag=TAG o system=NAME, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>the extremes share must be in (0, 0.5], not %1</source>
        <translation>la quota degli estremi deve essere in (0, 0.5], non %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study has no system named %1; its systems: %2</source>
        <translation>lo studio non ha alcun sistema di nome %1; i suoi sistemi: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no output of the study has %1</source>
        <translation>nessun output dello studio ha %1</translation>
    </message>
</context>
<context>
    <name>SynthObjects</name>
    <message>
        <location filename="../core/demo/synthobjects.cpp" line="+35"/>
        <source>&apos;%1&apos; must be an array</source>
        <translation>&apos;%1&apos; deve essere un array</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>cannot open the objects file: %1</source>
        <translation>impossibile aprire il file degli oggetti: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation>atteso un oggetto COCO con &apos;images&apos;, &apos;annotations&apos; e &apos;categories&apos;</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation>la categoria %1 richiede un &apos;id&apos; intero e un &apos;name&apos;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation>l&apos;immagine %1 richiede un &apos;id&apos; intero e un &apos;file_name&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation>immagine %1: &apos;%2&apos; deve essere un numero intero positivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>image id %1 is given twice</source>
        <translation>l&apos;id immagine %1 è indicato due volte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>annotation %1: %2</source>
        <translation>annotazione %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be an object</source>
        <translation>deve essere un oggetto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation>&apos;image_id&apos; deve indicare un&apos;immagine del file</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation>&apos;category_id&apos; deve indicare una categoria del file</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation>&apos;bbox&apos; deve essere [x, y, width, height] con larghezza e altezza di almeno 0</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation>&apos;segmentation&apos; deve essere una lista di poligoni [x0, y0, x1, y1, ...] di almeno tre punti ciascuno</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation>il file non contiene oggetti da modificare (nessuna annotazione con un poligono o un riquadro)</translation>
    </message>
</context>
<context>
    <name>SynthPairs</name>
    <message>
        <location filename="../core/demo/synthpairs.cpp" line="+124"/>
        <source>no visible edit could be made of this photograph</source>
        <translation>non è stato possibile creare alcuna modifica visibile da questa fotografia</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no such folder</source>
        <translation>cartella inesistente</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the objects file names no image</source>
        <translation>il file degli oggetti non indica alcuna immagine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder holds no image file</source>
        <translation>la cartella non contiene file immagine</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation>non è un&apos;immagine leggibile di almeno 32 pixel per lato; saltata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation>nessun oggetto copre dallo 0.2 % al 35 % dell&apos;immagine; saltata</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+54"/>
        <source>cancelled</source>
        <translation>annullato</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>the number of pairs must be at least 1</source>
        <translation>il numero di coppie deve essere almeno 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study already exists; choose another name</source>
        <translation>lo studio esiste già; scegliere un altro nome</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation>la cartella delle immagini dello studio esiste già; rimuoverla o scegliere un altro nome</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no usable photograph (see the warnings above)</source>
        <translation>nessuna fotografia utilizzabile (vedere gli avvisi sopra)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create folder: %1</source>
        <translation>impossibile creare la cartella: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create folder</source>
        <translation>impossibile creare la cartella</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot move the images to their folder (does it exist now?)</source>
        <translation>impossibile spostare le immagini nella loro cartella (ora esiste già?)</translation>
    </message>
</context>
<context>
    <name>SystemPairModel</name>
    <message>
        <location filename="../ui/itemmodels/systempairmodel.cpp" line="+112"/>
        <source>%1, %2: share of the items rated for both systems (human ties left out) that the metric orders like the humans.</source>
        <translation>%1, %2: quota degli elementi valutati per entrambi i sistemi (parità umane escluse) che la metrica ordina come gli umani.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Metric</source>
        <translation>Metrica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
</context>
<context>
    <name>TableColumns</name>
    <message>
        <location filename="../core/io/tablecolumns.cpp" line="+141"/>
        <source>column mapping entry &apos;%1&apos; has no &apos;=&apos;; write ROLE=COLUMN (roles: %2)</source>
        <translation>la voce di mappatura colonne &apos;%1&apos; non ha &apos;=&apos;; scrivere ROLE=COLUMN (ruoli: %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column mapping entry &apos;%1&apos;: unknown role &apos;%2&apos; (roles: %3)</source>
        <translation>voce di mappatura colonne &apos;%1&apos;: ruolo &apos;%2&apos; sconosciuto (ruoli: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column mapping entry &apos;%1&apos;: only output and target name a system (ROLE:SYSTEM=COLUMN)</source>
        <translation>voce di mappatura colonne &apos;%1&apos;: solo output e target indicano un sistema (ROLE:SYSTEM=COLUMN)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping entry &apos;%1&apos;: the system name is empty</source>
        <translation>voce di mappatura colonne &apos;%1&apos;: il nome del sistema è vuoto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping: &apos;output=&apos; (no outputs) cannot go with output columns</source>
        <translation>mappatura colonne: &apos;output=&apos; (nessun output) non può essere combinato con colonne di output</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column mapping names role &apos;%1&apos; twice</source>
        <translation>la mappatura colonne nomina due volte il ruolo &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>TableImport</name>
    <message>
        <location filename="../core/io/tableimport.cpp" line="+21"/>
        <source>item id</source>
        <translation>id elemento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction</source>
        <translation>istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image</source>
        <translation>immagine sorgente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation>immagine ground truth</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edited image</source>
        <translation>immagine modificata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source caption</source>
        <translation>didascalia sorgente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target caption</source>
        <translation>didascalia target</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation>il file è vuoto; attesa una riga di intestazione con i nomi delle colonne</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1; the header has: %2</source>
        <translation>%1; l&apos;intestazione contiene: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>l&apos;intestazione nomina due volte la colonna &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation>la colonna %1 &apos;%2&apos; non è nell&apos;intestazione; contiene: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation>la colonna &apos;%1&apos; è mappata due volte (come %2 e come %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation>le colonne &apos;%1&apos; e &apos;%2&apos; sono entrambe attribuite al sistema &apos;%3&apos;; rinominarne una</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>this row has %n field(s) but the header has %1</source>
        <translation>
            <numerusform>questa riga ha %n campo ma l&apos;intestazione ne ha %1</numerusform>
            <numerusform>questa riga ha %n campi ma l&apos;intestazione ne ha %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation>la colonna %1 &apos;%2&apos; è vuota</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation>l&apos;id elemento &apos;%1&apos; è già usato alla riga %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation>questa riga non ha immagini nelle colonne modificata o ground truth (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Table of image pairs, CSV or TSV</source>
        <translation>Tabella di coppie di immagini, CSV o TSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation>Tabella CSV o TSV, una modifica per riga: istruzione, immagine sorgente, colonne di immagini modificate (un sistema ciascuna) e facoltativamente id elemento, ground truth (target) e didascalie; colonne individuate per nome dell&apos;intestazione o mappate</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+33"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation>nessuna colonna è mappata a %1 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation>nessuna colonna è mappata a un&apos;immagine modificata (&apos;output&apos;) o alla ground truth (&apos;target&apos;)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the table has a header but no rows</source>
        <translation>la tabella ha un&apos;intestazione ma nessuna riga</translation>
    </message>
</context>
<context>
    <name>TorchModel</name>
    <message>
        <location filename="../core/inference/torchbackend.cpp" line="+119"/>
        <source>model %1 expects %2×%2 images, got %3×%3</source>
        <translation>il modello %1 si aspetta immagini %2×%2, ricevute %3×%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model %1: expected %2 from %3, got a %4</source>
        <translation>modello %1: atteso %2 da %3, ricevuto un %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: expected %2 from %3, got %4</source>
        <translation>modello %1: atteso %2 da %3, ricevuto %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>model %1: expected [N] or [N,1,1,1] from forward, got %2</source>
        <translation>modello %1: atteso [N] o [N,1,1,1] da forward, ricevuto %2</translation>
    </message>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="-7"/>
        <location filename="../core/inference/torchmodel.cpp" line="+22"/>
        <source>learned metrics unavailable: %1</source>
        <translation>metriche apprese non disponibili: %1</translation>
    </message>
    <message>
        <location filename="../core/inference/torchmodel.cpp" line="+8"/>
        <source>the LibTorch module was built for another version of EditLens (interface %1, expected %2)</source>
        <translation>il modulo LibTorch è stato compilato per un&apos;altra versione di EditLens (interfaccia %1, attesa %2)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>unavailable: model %1 not installed (no such file)</source>
        <translation>non disponibile: modello %1 non installato (file inesistente)</translation>
    </message>
    <message>
        <location filename="../core/inference/torchbackend.cpp" line="+202"/>
        <source>model %1: not a readable TorchScript file (expected %2 saved with torch.jit.save): %3</source>
        <translation>modello %1: non è un file TorchScript leggibile (atteso %2 salvato con torch.jit.save): %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model %1: the TorchScript file has no method %2</source>
        <translation>modello %1: il file TorchScript non ha il metodo %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>model %1: running it on a zero input failed: %2</source>
        <translation>modello %1: l&apos;esecuzione su un input nullo non è riuscita: %2</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>model %1 computes distances, not embeddings</source>
        <translation>il modello %1 calcola distanze, non embedding</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+41"/>
        <location line="+32"/>
        <location line="+33"/>
        <source>model %1: %2 failed: %3</source>
        <translation>modello %1: %2 non riuscito: %3</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>model %1 has no video encoder (encode_video)</source>
        <translation>il modello %1 non ha un encoder video (encode_video)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: every clip needs the same number of frames (at least one)</source>
        <translation>modello %1: ogni clip richiede lo stesso numero di fotogrammi (almeno uno)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>model %1 has no text encoder</source>
        <translation>il modello %1 non ha un encoder di testo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 expects %2 tokens per text, got %3</source>
        <translation>il modello %1 si aspetta %2 token per testo, ricevuti %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>model %1 is not a distance model</source>
        <translation>il modello %1 non è un modello di distanza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model %1: %2 first images but %3 second images</source>
        <translation>modello %1: %2 prime immagini ma %3 seconde immagini</translation>
    </message>
</context>
<context>
    <name>Utf8Text</name>
    <message>
        <location filename="../core/util/utf8text.cpp" line="+74"/>
        <source>the file is not UTF-8 text: byte 0x%1 at column %2 (byte offset %3) does not start a valid UTF-8 character</source>
        <translation>il file non è testo UTF-8: il byte 0x%1 alla colonna %2 (offset %3) non inizia un carattere UTF-8 valido</translation>
    </message>
</context>
<context>
    <name>VieScoreImport</name>
    <message>
        <location filename="../core/io/viescoreimport.cpp" line="+97"/>
        <source>cannot open: %1</source>
        <translation>impossibile aprire: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping uids to {&quot;score&quot;: ..., &quot;reasoning&quot;: ...}</source>
        <translation>atteso un oggetto che associ gli uid a {&quot;score&quot;: ..., &quot;reasoning&quot;: ...}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>uid &apos;%1&apos;: expected an object with a &quot;score&quot;</source>
        <translation>uid &apos;%1&apos;: atteso un oggetto con &quot;score&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uid &apos;%1&apos;: the sub-score %2 lies outside VIEScore&apos;s scale 0-10</source>
        <translation>uid &apos;%1&apos;: il sotto-punteggio %2 è fuori dalla scala 0-10 di VIEScore</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(missing)</source>
        <translation>(mancante)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>uid &apos;%1&apos;: the score %2 is not a number or a list of numbers</source>
        <translation>uid &apos;%1&apos;: il punteggio %2 non è un numero né una lista di numeri</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>VIEScore judge outputs</source>
        <translation>Output dei giudici VIEScore</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VIEScore folder &lt;system&gt;/SC.json + PQ.json; scores SC, PQ, O under --metric (viescore)</source>
        <translation>Cartella VIEScore &lt;system&gt;/SC.json + PQ.json; punteggi SC, PQ, O sotto --metric (viescore)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>uid &apos;%1&apos; is in the study for several ImagenHub tasks (%2), and this folder names none; import the judge files from their ImagenHub_&lt;task&gt; folder, as VIEScore lays them out, so that they join the right task</source>
        <translation>l&apos;uid &apos;%1&apos; è nello studio per più attività ImagenHub (%2) e questa cartella non ne indica nessuna; importare i file del giudice dalla loro cartella ImagenHub_&lt;task&gt;, come li dispone VIEScore, in modo che si associno all&apos;attività giusta</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>expected a folder of &lt;system&gt;/SC.json and &lt;system&gt;/PQ.json</source>
        <translation>attesa una cartella con &lt;system&gt;/SC.json e &lt;system&gt;/PQ.json</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no &lt;system&gt;/SC.json or &lt;system&gt;/PQ.json in this folder</source>
        <translation>nessun &lt;system&gt;/SC.json o &lt;system&gt;/PQ.json in questa cartella</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>system &apos;%1&apos; has no %2; both SC.json and PQ.json are needed</source>
        <translation>il sistema &apos;%1&apos; non ha %2; servono sia SC.json sia PQ.json</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>import cancelled; the study was not changed</source>
        <translation>importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no uid is judged in both SC.json and PQ.json</source>
        <translation>nessun uid è valutato sia in SC.json sia in PQ.json</translation>
    </message>
</context>
<context>
    <name>WebApi</name>
    <message>
        <location filename="../core/web/webapi.cpp" line="+52"/>
        <source>This address does not accept that method.</source>
        <translation>Questo indirizzo non accetta quel metodo.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The study could not be read or written; please try again in a moment.</source>
        <translation>Non è stato possibile leggere o scrivere lo studio; riprovi tra un momento.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the study has no rating dimensions to ask annotators about</source>
        <translation>lo studio non ha dimensioni di valutazione su cui interrogare gli annotatori</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the web session is not loaded</source>
        <translation>la sessione web non è caricata</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotator name</source>
        <translation type="vanished">&apos;%1&apos; non è un nome di annotatore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a link must be valid for at least one day</source>
        <translation>un link deve essere valido per almeno un giorno</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Answers are sent as JSON (application/json).</source>
        <translation>Le risposte vengono inviate come JSON (application/json).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many answers at once; please wait a moment.</source>
        <translation>Troppe risposte in una volta; attenda un momento.</translation>
    </message>
    <message>
        <location line="+49"/>
        <location filename="../core/web/webworkers.cpp" line="+115"/>
        <source>The study is not open yet.</source>
        <translation>Lo studio non è ancora aperto.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>This link cannot be opened</source>
        <translation>Impossibile aprire questo link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link is not valid or has expired. Please ask the person running the study for a new one, or open the study again from the platform.</source>
        <translation>Il link non è valido o è scaduto. Chieda un nuovo link alla persona che conduce lo studio, oppure riapra lo studio dalla piattaforma.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your session has expired or the link is not valid.</source>
        <translation>La sessione è scaduta o il link non è valido.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This request did not come from the study&apos;s page.</source>
        <translation>Questa richiesta non proviene dalla pagina dello studio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>There is nothing at this address.</source>
        <translation>Non c&apos;è nulla a questo indirizzo.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Page not found</source>
        <translation>Pagina non trovata</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Please wait a moment</source>
        <translation>Attenda un momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many people opened the study from this address at once. Please try again in a minute.</source>
        <translation>Troppe persone hanno aperto lo studio da questo indirizzo contemporaneamente. Riprovi tra un minuto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This study takes no new participants</source>
        <translation>Questo studio non accetta nuovi partecipanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study is not open to new participants through a link.</source>
        <translation>Questo studio non è aperto a nuovi partecipanti tramite link.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This link is incomplete</source>
        <translation>Questo link è incompleto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link does not carry a valid participant id. Please open the study again from the platform.</source>
        <translation>Il link non contiene un id partecipante valido. Riapra lo studio dalla piattaforma.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All places are taken</source>
        <translation>Tutti i posti sono occupati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every place in this study is taken at the moment. Thank you for your interest; please return the study on the platform.</source>
        <translation>Al momento tutti i posti di questo studio sono occupati. Grazie per l&apos;interesse; restituisca lo studio sulla piattaforma.</translation>
    </message>
    <message>
        <location filename="../core/web/webapi_read.cpp" line="+278"/>
        <location filename="../core/web/webapi_write.cpp" line="+154"/>
        <location line="+69"/>
        <location line="+25"/>
        <source>This item is not in your plan.</source>
        <translation>Questo elemento non è nel suo piano.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no such image.</source>
        <translation>Questa immagine non esiste.</translation>
    </message>
    <message>
        <location filename="../core/web/webapi_write.cpp" line="-209"/>
        <source>The request is not valid UTF-8.</source>
        <translation>La richiesta non è UTF-8 valido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request is not valid JSON.</source>
        <translation>La richiesta non è JSON valido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The request must be a JSON object.</source>
        <translation>La richiesta deve essere un oggetto JSON.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The request has missing or unknown fields.</source>
        <translation>Nella richiesta mancano campi o ci sono campi sconosciuti.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The field &apos;%1&apos; has the wrong type.</source>
        <translation>Il campo &apos;%1&apos; ha il tipo sbagliato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This item was submitted and is locked.</source>
        <translation>Questo elemento è stato inviato ed è bloccato.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the study plan</source>
        <translation>impossibile leggere il piano dello studio</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This item asks for preferences, not ratings.</source>
        <translation>Questo elemento chiede preferenze, non valutazioni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This item asks for ratings, not preferences.</source>
        <translation>Questo elemento chiede valutazioni, non preferenze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such output.</source>
        <translation>Questo output non esiste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such pair.</source>
        <translation>Questa coppia non esiste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such question.</source>
        <translation>Questa domanda non esiste.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That answer is not on the question&apos;s scale.</source>
        <translation>Questa risposta non è sulla scala della domanda.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That answer is not one of the choices.</source>
        <translation>Questa risposta non è tra le scelte possibili.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save the answer</source>
        <translation>impossibile salvare la risposta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the item is no longer planned</source>
        <translation>l&apos;elemento non è più pianificato</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+78"/>
        <source>the item is locked</source>
        <translation>l&apos;elemento è bloccato</translation>
    </message>
    <message numerus="yes">
        <location line="-16"/>
        <source>%n question(s) still need an answer.</source>
        <extracomment>%n questions of the item have no answer yet</extracomment>
        <translation>
            <numerusform>%n domanda richiede ancora una risposta.</numerusform>
            <numerusform>%n domande richiedono ancora una risposta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot submit the item</source>
        <translation>impossibile inviare l&apos;elemento</translation>
    </message>
</context>
<context>
    <name>WebServer</name>
    <message>
        <location filename="../core/web/webserver.cpp" line="+173"/>
        <source>The request is malformed.</source>
        <translation>La richiesta non è formata correttamente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>The request is too large.</source>
        <translation>La richiesta è troppo grande.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>cannot listen on %1:%2: %3</source>
        <translation>impossibile mettersi in ascolto su %1:%2: %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This method is not allowed.</source>
        <translation>Questo metodo non è consentito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The address is malformed.</source>
        <translation>L&apos;indirizzo non è formato correttamente.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not found.</source>
        <translation>Non trovato.</translation>
    </message>
</context>
<context>
    <name>WebTokens</name>
    <message>
        <location filename="../core/web/webtokens.cpp" line="+127"/>
        <source>cannot read the study&apos;s web link secret</source>
        <translation>impossibile leggere il segreto dei link web dello studio</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the study&apos;s web link secret is damaged (%1 is not %2 bytes in hexadecimal)</source>
        <translation>il segreto dei link web dello studio è danneggiato (%1 non è di %2 byte in esadecimale)</translation>
    </message>
</context>
<context>
    <name>editlens-cli</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+219"/>
        <source>error: %1</source>
        <translation>errore: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>waiting: another program is writing to the study (Ctrl+C to stop)</source>
        <translation>in attesa: un altro programma sta scrivendo nello studio (Ctrl+C per interrompere)</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Only the outputs with this edit type (of the item&apos;s parse), tag or system: edit_type=TYPE, tag=TAG or system=NAME. Repeatable; all must hold.</source>
        <translation>Solo gli output con questo tipo di modifica (dall&apos;analisi dell&apos;elemento), tag o sistema: edit_type=TYPE, tag=TAG o system=NAME. Ripetibile; devono valere tutte.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Only the extreme edits: per dimension, the outputs whose mean human rating is at or below the Q-quantile or at or above the (1-Q)-quantile (0 &lt; Q &lt;= 0.5).</source>
        <translation>Solo le modifiche estreme: per ogni dimensione, gli output la cui valutazione umana media è pari o inferiore al quantile Q o pari o superiore al quantile (1-Q) (0 &lt; Q &lt;= 0.5).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>--subset: unknown edit type &apos;%1&apos;; known: %2</source>
        <translation>--subset: tipo di modifica &apos;%1&apos; sconosciuto; noti: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; non è un numero</translation>
    </message>
    <message>
        <location line="+110"/>
        <location filename="../app/cli/importcommand.cpp" line="+140"/>
        <source>fetching images</source>
        <translation>recupero delle immagini</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Provare &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wrong number of arguments</source>
        <translation>numero di argomenti errato</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>How a score metric judges the human pairwise votes: genaibench (types round(score/5) on 0-10, equal types: tie if both &gt;= 9, else both bad), aurora (same types, equal types: tie) or raw (higher score wins, equal: tie). Default genaibench.</source>
        <translation>Come una metrica a punteggio giudica i voti umani a coppie: genaibench (tipi round(score/5) su 0-10, tipi uguali: pari se entrambi &gt;= 9, altrimenti entrambe scadenti), aurora (stessi tipi, tipi uguali: pari) o raw (vince il punteggio più alto, uguali: pari). Predefinito genaibench.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Only the outputs of these systems (comma-separated names, as stored).</source>
        <translation>Solo gli output di questi sistemi (nomi separati da virgole, come memorizzati).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave out the outputs of these systems (comma-separated names, as stored).</source>
        <translation>Esclude gli output di questi sistemi (nomi separati da virgole, come memorizzati).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round each system&apos;s correlation (and human-to-human value) to N decimals before averaging over systems, as VIEScore&apos;s tables do with N = 4. Default: no rounding.</source>
        <translation>Arrotonda la correlazione (e il valore umano-umano) di ogni sistema a N decimali prima della media sui sistemi, come fanno le tabelle di VIEScore con N = 4. Predefinito: nessun arrotondamento.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>--systems needs at least one system name</source>
        <translation>--systems richiede almeno un nome di sistema</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>--pairwise-rule must be genaibench, aurora or raw, not &apos;%1&apos;</source>
        <translation>--pairwise-rule deve essere genaibench, aurora o raw, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How a judge&apos;s verdicts ([[A&gt;B]] ...) are read: exact (GenAI-Bench&apos;s own reading: the text from the first [[ to the last ]] must be one of its seven verdicts; reproduces its published accuracies) or lenient (the first [[...]], spaces and case ignored). A null or unreadable verdict counts as wrong. Default exact.</source>
        <translation>Come vengono letti i verdetti di un giudice ([[A&gt;B]] ...): exact (la lettura di GenAI-Bench stesso: il testo dal primo [[ all&apos;ultimo ]] deve essere uno dei suoi sette verdetti; riproduce le sue accuratezze pubblicate) o lenient (il primo [[...]], ignorando spazi e maiuscole/minuscole). Un verdetto nullo o illeggibile conta come errato. Predefinito: exact.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric dimensions set beside DICE&apos;s per-system summary columns, as CORRECT,UNWANTED,NOCHANGE (correct edits, unwanted edits, no visual change); an empty entry keeps the one matched by name.</source>
        <translation>Le dimensioni della griglia affiancate alle colonne del riepilogo per sistema di DICE, come CORRECT,UNWANTED,NOCHANGE (modifiche corrette, modifiche indesiderate, nessun cambiamento visibile); una voce vuota mantiene quella individuata per nome.</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>--verdicts must be exact or lenient, not &apos;%1&apos;</source>
        <translation>--verdicts deve essere exact o lenient, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--per-system-decimals must be a whole number 0-15, not &apos;%1&apos;</source>
        <translation>--per-system-decimals deve essere un numero intero 0-15, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--summary-dimensions takes at most three names, not %1</source>
        <translation>--summary-dimensions accetta al massimo tre nomi, non %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--summary-dimensions: the study has no dimension &apos;%1&apos;</source>
        <translation>--summary-dimensions: lo studio non ha la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--systems/--exclude-systems: the study has no system named %1; its systems: %2</source>
        <translation>--systems/--exclude-systems: lo studio non ha alcun sistema di nome %1; i suoi sistemi: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+82"/>
        <source>Folder to create the demo study in (created if missing).</source>
        <translation>Cartella in cui creare lo studio demo (creata se mancante).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rebuild the demo even if DIR already holds one.</source>
        <translation>Ricrea la demo anche se DIR ne contiene già una.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder of source photographs.</source>
        <translation>Cartella delle fotografie sorgente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/importcommand.cpp" line="-92"/>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>scored %1 outputs: %2 (values %3, detector boxes %4)</source>
        <translation type="vanished">calcolati %1 output: %2 (valori %3, riquadri del rilevatore %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Store no metric (by default the demo is scored with %1).</source>
        <translation>Non salva alcuna metrica (per impostazione predefinita la demo viene calcolata con %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creates the synthetic demo study (real photographs edited by EditLens so the truth is known), scores it with the pixel metrics, the built-in detector and BPM (learned metrics need --models of &apos;score&apos;), and prints the study file&apos;s path as the last line.</source>
        <translation>Crea lo studio demo sintetico (fotografie reali modificate da EditLens in modo che la verità sia nota), lo calcola con le metriche sui pixel, il rilevatore integrato e BPM (le metriche apprese richiedono --models di &apos;score&apos;) e stampa il percorso del file dello studio come ultima riga.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>demo</source>
        <translation>demo</translation>
    </message>
    <message>
        <source>Study file (.editlens); created if it does not exist.</source>
        <translation type="vanished">File dello studio (.editlens); creato se non esiste.</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="+134"/>
        <source>File or folder to import.</source>
        <translation>File o cartella da importare.</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Input format (default auto):
</source>
        <translation>Formato di input (predefinito auto):
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
        <translation>Nome del sistema di modifica, per i formati che non lo hanno.</translation>
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
        <translation>Nome dell&apos;annotatore, per i formati che non lo hanno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric id, for judge or score files.</source>
        <translation>Id della metrica, per file di giudici o di punteggi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairwise judge name.</source>
        <translation>Nome del giudice a coppie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Image root of a new study (default: the source&apos;s folder). Every image path must lie inside it.</source>
        <translation>Radice delle immagini di un nuovo studio (predefinita: la cartella della sorgente). Ogni percorso di immagine deve trovarsi al suo interno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Column mapping of a table (implies --format table): comma-separated ROLE=COLUMN, roles id, instruction, source, target, output, source_caption, target_caption; output (repeatable) and target may name their system as output:SYSTEM=COLUMN; ROLE= maps no column. Roles left out are found by header name.</source>
        <translation>Mappatura delle colonne di una tabella (implica --format table): ROLE=COLUMN separati da virgole, ruoli id, instruction, source, target, output, source_caption, target_caption; output (ripetibile) e target possono indicare il loro sistema come output:SYSTEM=COLUMN; ROLE= non mappa alcuna colonna. I ruoli omessi vengono individuati per nome dell&apos;intestazione.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MAPPING</source>
        <translation>MAPPING</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Imports a dataset, ratings or scores into a study, all or nothing.</source>
        <translation>Importa un dataset, valutazioni o punteggi in uno studio, tutto o niente.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no such file or folder</source>
        <translation>file o cartella inesistente</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>--columns maps the columns of a table; it cannot go with --format %1</source>
        <translation>--columns mappa le colonne di una tabella; non può essere usato con --format %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown format &apos;%1&apos;; known formats:
%2</source>
        <translation>formato &apos;%1&apos; sconosciuto; formati noti:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the image root is not an existing folder</source>
        <translation>la radice delle immagini non è una cartella esistente</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>importing</source>
        <translation>importazione</translation>
    </message>
    <message>
        <source>imported %1 items, %2 outputs, %3 ratings (%4) into %5</source>
        <translation type="vanished">importati %1 elementi, %2 output, %3 valutazioni (%4) in %5</translation>
    </message>
    <message numerus="yes">
        <location line="-46"/>
        <source>%n judge vote(s) by %1</source>
        <translation>
            <numerusform>%n voto del giudice %1</numerusform>
            <numerusform>%n voti del giudice %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-193"/>
        <source>Study file (.editlens).</source>
        <translation>File dello studio (.editlens).</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-93"/>
        <source>Print one JSON object with integer counts.</source>
        <translation>Stampa un oggetto JSON con conteggi interi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prints what a study holds.</source>
        <translation>Stampa il contenuto di uno studio.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>study: %1</source>
        <translation>studio: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name: %1</source>
        <translation>nome: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image root: %1</source>
        <translation>radice delle immagini: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>metric %1: %2; reference: %3</source>
        <translation>metrica %1: %2; riferimento: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as defined where it was imported from</source>
        <translation>come definito nella sorgente da cui è stato importato</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Output file, or folder for a format that writes several files (dice).</source>
        <translation>File di output, o cartella per un formato che scrive più file (dice).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output format:
</source>
        <translation>Formato di output:
</translation>
    </message>
    <message>
        <source>Whose differences to write (dice): truth (default, the ground truth), an annotator&apos;s or a detector&apos;s name.</source>
        <translation type="vanished">Di chi scrivere le differenze (dice): truth (predefinito, la ground truth), il nome di un annotatore o di un rilevatore.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ORIGIN</source>
        <translation>ORIGIN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exports a study.</source>
        <translation>Esporta uno studio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format must be one of:
%1</source>
        <translation>--format deve essere uno tra:
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--origin does not apply to the format &apos;%1&apos;</source>
        <translation>--origin non si applica al formato &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exporting</source>
        <translation>esportazione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wrote %1</source>
        <translation>scritto %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-224"/>
        <source>Only this rating dimension (repeatable).</source>
        <translation>Solo questa dimensione di valutazione (ripetibile).</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+55"/>
        <source>Only this metric (repeatable).</source>
        <translation>Solo questa metrica (ripetibile).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+7"/>
        <source>How per-system correlations are combined: viescore = tanh(mean rho) (default), fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything.</source>
        <translation>Come vengono combinate le correlazioni per sistema: viescore = tanh(mean rho) (predefinito), fisher = tanh(mean atanh rho), mean, pooled = una sola correlazione su tutto.</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+4"/>
        <source>Use this annotator&apos;s ratings instead of the mean of all.</source>
        <translation>Usa le valutazioni di questo annotatore invece della media di tutti.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+9"/>
        <source>Resamples over items for 95% confidence intervals (0 = none).</source>
        <translation>Ricampionamenti sugli elementi per intervalli di confidenza al 95% (0 = nessuno).</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+3"/>
        <source>Print one JSON object (README: Alignment JSON).</source>
        <translation>Stampa un oggetto JSON (README: Alignment JSON).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Which parse says an item&apos;s edit type and whether its edit is global, for --subset edit_type=... and --alpha-sweep: rules (default) or llm (a model&apos;s stored parse; score BPM with the same choice).</source>
        <translation>Quale analisi indica il tipo di modifica di un elemento e se la sua modifica è globale, per --subset edit_type=... e --alpha-sweep: rules (predefinito) o llm (l&apos;analisi salvata di un modello; calcolare BPM con la stessa scelta).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only compare the model stages&apos; parses with the rule parser&apos;s, field by field, and both with an imported parse where the study holds one.</source>
        <translation>Confronta soltanto le analisi delle fasi del modello con quelle del parser a regole, campo per campo, ed entrambe con un&apos;analisi importata dove lo studio ne contiene una.</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Measures how well every metric agrees with the human ratings.</source>
        <translation>Misura quanto ogni metrica concorda con le valutazioni umane.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+329"/>
        <source>--protocol must be viescore, fisher, mean or pooled and --bootstrap a count</source>
        <translation>--protocol deve essere viescore, fisher, mean o pooled e --bootstrap un conteggio</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>loading</source>
        <translation>caricamento</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="+21"/>
        <source>ground-truth test (share of items each candidate wins):</source>
        <translation>test ground truth (quota di elementi vinti da ciascun candidato):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>metric</source>
        <translation>metrica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation>ground truth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preserved</source>
        <translation>conservato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modified</source>
        <translation>modificato</translation>
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
        <translation>parità</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alpha sweep: %1</source>
        <translation>sweep di alpha: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>alpha sweep %1 (pairwise alignment): %2</source>
        <translation>sweep di alpha %1 (allineamento a coppie): %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes %1 vs %2: F1 %3 (%4 matched of %5 + %6 on %7 outputs); coherence agreement %8, Cohen kappa %9 (%10 pairs)</source>
        <translation>riquadri %1 vs %2: F1 %3 (%4 abbinati su %5 + %6 in %7 output); accordo sulla coerenza %8, kappa di Cohen %9 (%10 coppie)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>coherence labels: Fleiss kappa %1 (%2 raters, %3 differences), Krippendorff alpha %4 (%5 differences)</source>
        <translation>etichette di coerenza: kappa di Fleiss %1 (%2 valutatori, %3 differenze), alpha di Krippendorff %4 (%5 differenze)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>summary %1, %2: correct edits %3, unwanted edits %4, no visual change %5 (%6 outputs, %7 differences)</source>
        <translation>riepilogo %1, %2: modifiche corrette %3, modifiche indesiderate %4, nessun cambiamento visibile %5 (%6 output, %7 differenze)</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="-207"/>
        <source>warning: the model calls cannot be read (%1); only the parses stored on the items are compared</source>
        <translation>avviso: impossibile leggere le chiamate al modello (%1); vengono confrontate solo le analisi salvate sugli elementi</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/aligncommand_print.cpp" line="+112"/>
        <source>parse comparison: %n item(s)</source>
        <translation>
            <numerusform>confronto delle analisi: %n elemento</numerusform>
            <numerusform>confronto delle analisi: %n elementi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a model parse</source>
        <translation type="vanished">
            <numerusform>%n con un&apos;analisi del modello</numerusform>
            <numerusform>%n con un&apos;analisi del modello</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without</source>
        <translation type="vanished">
            <numerusform>%n senza</numerusform>
            <numerusform>%n senza</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+18"/>
        <source>field</source>
        <translation>campo</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>llm = rules</source>
        <translation>llm = rules</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  %1 differs on %2: llm &apos;%3&apos;, rules &apos;%4&apos;</source>
        <translation>  %1 differisce su %2: llm &apos;%3&apos;, rules &apos;%4&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>accuracy against the imported parse (%n item(s)):</source>
        <translation>
            <numerusform>accuratezza rispetto all&apos;analisi importata (%n elemento):</numerusform>
            <numerusform>accuratezza rispetto all&apos;analisi importata (%n elementi):</numerusform>
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
        <translation>Usa la versione V della metrica M (ripetibile). Predefinita: la versione calcolata sul maggior numero di output; in caso di parità, quella che viene per ultima nell&apos;ordinamento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored components and give each alpha&apos;s pairwise alignment.</source>
        <translation>Ricalcola anche BPM per alpha = 0, 0.1, ..., 1 dalle sue componenti salvate e fornisce l&apos;allineamento a coppie di ciascun alpha.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-202"/>
        <source>The score metrics&apos; own scale, mapped linearly onto 0-10 before the genaibench or aurora rule types them (e.g. 0,1 for CLIP-I, DINO or CLIP-D). Without it a metric whose values all lie in [-1, 1] is refused by those rules.</source>
        <translation>La scala propria delle metriche di punteggio, mappata linearmente su 0-10 prima che la regola genaibench o aurora le classifichi (ad es. 0,1 per CLIP-I, DINO o CLIP-D). Senza di essa quelle regole rifiutano una metrica i cui valori sono tutti in [-1, 1].</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>--score-scale must be MIN,MAX with MIN &lt; MAX, not &apos;%1&apos;</source>
        <translation>--score-scale deve essere MIN,MAX con MIN &lt; MAX, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="-31"/>
        <source>%1 with a model parse</source>
        <translation>%1 con un&apos;analisi del modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 without</source>
        <translation>%1 senza</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+59"/>
        <source>--metric-version must be METRIC=VERSION, not &apos;%1&apos;</source>
        <translation>--metric-version deve essere METRIC=VERSION, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>warning: BPM was scored with version &apos;%1&apos;, and --bpm-parser is %2</source>
        <translation>avviso: BPM è stato calcolato con la versione &apos;%1&apos; e --bpm-parser è %2</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation>lo studio non ha valutazioni per la dimensione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>lo studio non ha punteggi per la metrica &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="-100"/>
        <source>detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; %6 images</source>
        <translation>rilevatore %1: AP %2, AP50 %3, AP75 %4 (indipendente dalla classe); AP per classe %5; %6 immagini</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>protocol: %1</source>
        <translation>protocollo: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each system&apos;s value rounded to %1 decimals before the average</source>
        <translation>valore di ogni sistema arrotondato a %1 decimali prima della media</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>subset: %1 (%2 outputs; %3)</source>
        <translation>sottoinsieme: %1 (%2 output; %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6%7</source>
        <translation>tetto umano %1: h2h %2, ICC(2,1) %3, alpha %4, %5 elementi%6%7</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: version %2</source>
        <translation>%1: versione %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9</source>
        <translation>%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n infinite value(s) left out of Pearson</source>
        <translation>
            <numerusform>%n valore infinito escluso da Pearson</numerusform>
            <numerusform>%n valori infiniti esclusi da Pearson</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no p-value: %1</source>
        <translation>nessun p-value: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 without a human vote)</source>
        <translation>giudice %1: accuratezza a quattro vie %2 (%3 su %4 voti; %5 non interpretabili, %6 senza voto umano)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>score judge %1: unavailable, because %2</source>
        <translation>giudice da punteggio %1: non disponibile, perché %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>predicted left %1, right %2, tie %3, both bad %4</source>
        <translation>previsti sinistra %1, destra %2, pari %3, entrambe scadenti %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score judge %1 (%2 rule): four-way accuracy %3 (%4 of %5 votes; %6; %7 votes on unscored outputs)</source>
        <translation>giudice da punteggio %1 (regola %2): accuratezza a quattro vie %3 (%4 su %5 voti; %6; %7 voti su output senza punteggio)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/clicommands.cpp" line="-178"/>
        <source>scored %n output(s): %1 (values %2, detector boxes %3)</source>
        <translation>
            <numerusform>calcolato %n output: %1 (valori %2, riquadri del rilevatore %3)</numerusform>
            <numerusform>calcolati %n output: %1 (valori %2, riquadri del rilevatore %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="+16"/>
        <source>Study file (.editlens) or server URL; created if it does not exist.</source>
        <translation>File dello studio (.editlens) o URL del server; creato se non esiste.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>imported %1, %2, %3 (%4) into %5</source>
        <extracomment>%1 the items (&quot;2 items&quot;), %2 the outputs, %3 the ratings, %4 the import format, %5 the study file</extracomment>
        <translation>importati %1, %2, %3 (%4) in %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n output(s)</source>
        <translation>
            <numerusform>%n output</numerusform>
            <numerusform>%n output</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rating(s)</source>
        <translation>
            <numerusform>%n valutazione</numerusform>
            <numerusform>%n valutazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>warning: %n judgement(s) replaced one with the same item, output, annotator and dimension (or pair and judge)</source>
        <translation>
            <numerusform>avviso: %n giudizio ha sostituito uno con lo stesso elemento, output, annotatore e dimensione (o coppia e giudice)</numerusform>
            <numerusform>avviso: %n giudizi hanno sostituito ciascuno uno con lo stesso elemento, output, annotatore e dimensione (o coppia e giudice)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+121"/>
        <source>model calls: not readable here (%1)</source>
        <translation>chiamate al modello: non leggibili qui (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model calls %1: %2 (ok %3, unparseable %4, failed %5); tokens %6 prompt, %7 completion</source>
        <translation>chiamate al modello %1: %2 (ok %3, non interpretabili %4, non riuscite %5); token %6 prompt, %7 completamento</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whose differences to write (dice): truth (default: the ground truth and, on outputs marked complete, the completing annotators&apos; drawn, accepted and relabelled boxes), an annotator&apos;s or a detector&apos;s name.</source>
        <translation>Di chi scrivere le differenze (dice): truth (predefinito: la ground truth e, sugli output segnati come completi, i riquadri disegnati, accettati e rietichettati dagli annotatori che li hanno completati), il nome di un annotatore o di un rilevatore.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>create the synthetic demo study</source>
        <translation>crea lo studio demo sintetico</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>import a dataset, ratings or scores into a study</source>
        <translation>importa un dataset, valutazioni o punteggi in uno studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print what a study holds</source>
        <translation>stampa il contenuto di uno studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export a study</source>
        <translation>esporta uno studio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute metrics and detector boxes for every output</source>
        <translation>calcola metriche e riquadri del rilevatore per ogni output</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measure how well every metric agrees with the humans</source>
        <translation>misura quanto ogni metrica concorda con gli umani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ADIEE&apos;s automatic evaluation labels (rules, multi-turn samples)</source>
        <translation>etichette di valutazione automatica di ADIEE (regole, campioni multi-turno)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set or show a user study&apos;s plan (annotators, task, what they see)</source>
        <translation>imposta o mostra il piano di uno studio utenti (annotatori, compito, cosa vedono)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set, list or remove the answers of the plan&apos;s gold items (attention checks)</source>
        <translation>imposta, elenca o rimuove le risposte degli elementi gold del piano (controlli dell&apos;attenzione)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>write one annotator&apos;s offline hand-out of a planned study</source>
        <translation>scrive la consegna offline di uno studio pianificato per un annotatore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>merge annotators&apos; hand-outs back into the study</source>
        <translation>riunisce nello studio le consegne degli annotatori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give an annotator a login on a server study, or list annotators&apos; progress</source>
        <translation>dare a un annotatore l&apos;accesso a uno studio su server, o elencare i progressi degli annotatori</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>serve a planned study&apos;s annotator session as a web page</source>
        <translation>pubblica come pagina web la sessione da annotatore di uno studio pianificato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print personal links to the web page for annotators</source>
        <translation>stampa i link personali alla pagina web per gli annotatori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy a study file and its images into a new server study</source>
        <translation>copia un file di studio e le sue immagini in un nuovo studio sul server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy a server study and its images into a new study file</source>
        <translation>copia uno studio sul server e le sue immagini in un nuovo file di studio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>synthetic edit pairs with known differences, for training difference detectors</source>
        <translation>coppie di modifiche sintetiche con differenze note, per addestrare rilevatori di differenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit-text retrieval (R@k, mean and median rank) by a metric</source>
        <translation>recupero modifica-testo (R@k, rango medio e mediano) tramite una metrica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write an HTML and Markdown report of a study</source>
        <translation>scrive un report HTML e Markdown di uno studio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask an OpenAI-compatible endpoint BPM&apos;s parse, DICE&apos;s stages or a VLM judge</source>
        <translation>chiede a un endpoint compatibile con OpenAI l&apos;analisi di BPM, le fasi di DICE o un giudice VLM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list the model stages&apos; requests and raw answers</source>
        <translation>elenca le richieste delle fasi del modello e le risposte grezze</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usage: editlens-cli COMMAND [OPTIONS] ARGS</source>
        <translation>Uso: editlens-cli COMMAND [OPTIONS] ARGS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands:</source>
        <translation>Comandi:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import formats:</source>
        <translation>Formati di importazione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export formats:</source>
        <translation>Formati di esportazione:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &apos;editlens-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Eseguire &apos;editlens-cli COMMAND --help&apos; per le opzioni di un comando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit status: 0 success, 1 error, 2 usage error.</source>
        <translation>Codice di uscita: 0 successo, 1 errore, 2 errore di utilizzo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the argument &apos;%1&apos; holds U+FEFF (a byte order mark), which a study cannot store as written; remove it</source>
        <translation>l&apos;argomento &apos;%1&apos; contiene U+FEFF (un byte order mark), che uno studio non può salvare così com&apos;è; rimuoverlo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>comando &apos;%1&apos; sconosciuto</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/scorecommand.cpp" line="+39"/>
        <source>%n item(s) have no parse from a model (run &apos;model-stages --stages parse&apos;); BPM uses the rule parser there: %1</source>
        <translation>
            <numerusform>%n elemento non ha un&apos;analisi da un modello (eseguire &apos;model-stages --stages parse&apos;); lì BPM usa il parser a regole: %1</numerusform>
            <numerusform>%n elementi non hanno un&apos;analisi da un modello (eseguire &apos;model-stages --stages parse&apos;); lì BPM usa il parser a regole: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Comma-separated metric ids (%1) or all.</source>
        <translation>Id delle metriche separati da virgole (%1) oppure all.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Model folder for learned metrics (default: $EDITLENS_MODELS).</source>
        <translation>Cartella dei modelli per le metriche apprese (predefinita: $EDITLENS_MODELS).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker threads (default: all cores).</source>
        <translation>Thread di lavoro (predefinito: tutti i core).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute values already stored with the same version.</source>
        <translation>Ricalcola i valori già salvati con la stessa versione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s weight of S_semantic against S_region (default 0.7); a new value recomputes BPM from the stored components, without images or models.</source>
        <translation>Peso di S_semantic rispetto a S_region in BPM (predefinito 0.7); un nuovo valore ricalcola BPM dalle componenti salvate, senza immagini né modelli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BPM&apos;s region-aware judge and S_modify crops: &apos;paper&apos; (default: f_size and f_position for every instruction, each image cropped by its own object) or &apos;released&apos; (the released code: size only for &apos;change size&apos;, position only for &apos;add X next to Y&apos;, one shared crop, uint8 wrap). The BPM version names the rules.</source>
        <translation>Giudice basato sulle regioni e ritagli S_modify di BPM: &apos;paper&apos; (predefinito: f_size e f_position per ogni istruzione, ogni immagine ritagliata sul proprio oggetto) o &apos;released&apos; (il codice pubblicato: dimensione solo per &apos;change size&apos;, posizione solo per &apos;add X next to Y&apos;, un ritaglio condiviso, overflow uint8). La versione di BPM indica le regole.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which parse BPM goes by: &apos;rules&apos; (default: EditLens&apos;s rule parser, or the item&apos;s imported parse) or &apos;llm&apos; (the parse &apos;model-stages --stages parse&apos; stored; items without one are named and use the rule parser). The BPM version names &apos;llm&apos;.</source>
        <translation>Quale analisi segue BPM: &apos;rules&apos; (predefinito: il parser a regole di EditLens, o l&apos;analisi importata dell&apos;elemento) o &apos;llm&apos; (l&apos;analisi salvata da &apos;model-stages --stages parse&apos;; gli elementi che non ne hanno una vengono elencati e usano il parser a regole). La versione di BPM indica &apos;llm&apos;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Multi-turn chains: &apos;turn&apos; (default: every turn against its own input) or &apos;final&apos; (MagicBrush&apos;s final-turn setting: each chain&apos;s last output against the first turn&apos;s input, its instructions joined, the last turn&apos;s ground truth; stored as &lt;metric&gt;_final).</source>
        <translation>Catene multi-turno: &apos;turn&apos; (predefinito: ogni turno rispetto al proprio input) o &apos;final&apos; (impostazione del turno finale di MagicBrush: l&apos;ultimo output di ogni catena rispetto all&apos;input del primo turno, con le istruzioni unite e la ground truth dell&apos;ultimo turno; salvato come &lt;metric&gt;_final).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-92"/>
        <source>Model for vificlip: vificlip-b16 (default) or clip-vit-b-16 (zero-shot CLIP baseline, named so in the version).</source>
        <translation>Modello per vificlip: vificlip-b16 (predefinito) o clip-vit-b-16 (baseline CLIP zero-shot, indicata così nella versione).</translation>
    </message>
    <message>
        <location filename="../app/cli/scorecommand.cpp" line="+8"/>
        <source>Whose differences clip_i_bg and clip_t_region (DICE + CLIP) use: &apos;%1&apos; (default: the study&apos;s ground-truth differences), an annotator&apos;s name, or a detector&apos;s (e.g. &apos;DICE&apos;, &apos;%2&apos;). The versions name the origin, so values of different origins are kept apart.</source>
        <translation>Di chi sono le differenze usate da clip_i_bg e clip_t_region (DICE + CLIP): &apos;%1&apos; (predefinito: le differenze ground truth dello studio), il nome di un annotatore o di un rilevatore (ad es. &apos;DICE&apos;, &apos;%2&apos;). Le versioni indicano l&apos;origine, quindi i valori di origini diverse restano separati.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Computes metrics for every output of a study and stores them. Resumable: values already stored with the same version are skipped. Ctrl-C stops after the current chunk and leaves the study consistent.</source>
        <translation>Calcola le metriche per ogni output di uno studio e le salva. Riprendibile: i valori già salvati con la stessa versione vengono saltati. Ctrl-C interrompe dopo il blocco corrente e lascia lo studio coerente.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>--jobs must be a count</source>
        <translation>--jobs deve essere un conteggio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--alpha must be a number from 0 to 1</source>
        <translation>--alpha deve essere un numero da 0 a 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--bpm-rules must be &apos;paper&apos; or &apos;released&apos;, not &apos;%1&apos;</source>
        <translation>--bpm-rules deve essere &apos;paper&apos; o &apos;released&apos;, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../app/cli/aligncommand.cpp" line="-54"/>
        <source>--bpm-parser must be &apos;rules&apos; or &apos;llm&apos;, not &apos;%1&apos;</source>
        <translation>--bpm-parser deve essere &apos;rules&apos; o &apos;llm&apos;, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--chain must be &apos;turn&apos; or &apos;final&apos;, not &apos;%1&apos;</source>
        <translation>--chain deve essere &apos;turn&apos; o &apos;final&apos;, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-312"/>
        <location filename="../app/cli/scorecommand.cpp" line="+34"/>
        <location filename="../app/cli/autolabelcommand.cpp" line="+264"/>
        <source>scoring</source>
        <translation>calcolo</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/handoutcommand.cpp" line="+132"/>
        <source>skipped: %1</source>
        <translation>saltato: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-55"/>
        <source>%1 version: %2</source>
        <translation>versione di %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="+24"/>
        <source>Folder for index.html, report.md and charts/ (created).</source>
        <translation>Cartella per index.html, report.md e charts/ (viene creata).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated stored metric ids (default: every scored one).</source>
        <translation>Id delle metriche salvate separati da virgole (predefinito: tutte quelle calcolate).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Writes a self-contained HTML report and the same content as Markdown: alignment tables, the human ceiling, charts and the disagreement queue.</source>
        <translation>Scrive un report HTML autonomo e lo stesso contenuto in Markdown: tabelle di allineamento, tetto umano, grafici e coda dei disaccordi.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>report</source>
        <translation>report</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wrote %1 and %2 (%3 charts)</source>
        <translation>scritti %1 e %2 (%3 grafici)</translation>
    </message>
    <message>
        <location filename="../app/cli/retrievalcommand.cpp" line="+38"/>
        <source>%1: model %2, version %3</source>
        <translation>%1: modello %2, versione %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 outputs ranked against %3 texts (%4 encoded now%5)</source>
        <translation>%1 di %2 output ordinati rispetto a %3 testi (%4 codificati ora%5)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edit-&gt;text</source>
        <translation>modifica-&gt;testo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text-&gt;edit</source>
        <translation>testo-&gt;modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all</source>
        <translation>tutti</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Similarity to rank by: %1.</source>
        <translation>Similarità con cui ordinare: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder to encode missing embeddings with (default: $EDITLENS_MODELS).</source>
        <translation>Cartella dei modelli con cui codificare gli embedding mancanti (predefinita: $EDITLENS_MODELS).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print JSON on stdout.</source>
        <translation>Stampa JSON su stdout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit-text retrieval by a learned similarity: for every output, the rank of its own text among all texts of the study (edit-&gt;text), and of the output among its system&apos;s outputs for that text (text-&gt;edit); R@1/5/10/50 in percent, mean and median rank. Rank 1 is the best; ties count for the query (1 + the number of strictly more similar candidates). Embeddings missing from the study are computed and stored first.</source>
        <translation>Recupero modifica-testo tramite una similarità appresa: per ogni output, il rango del proprio testo tra tutti i testi dello studio (modifica-&gt;testo) e quello dell&apos;output tra gli output del suo sistema per quel testo (testo-&gt;modifica); R@1/5/10/50 in percentuale, rango medio e mediano. Il rango 1 è il migliore; le parità vanno a favore della query (1 + il numero di candidati strettamente più simili). Gli embedding mancanti nello studio vengono prima calcolati e salvati.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--metric must be one of %1, not &apos;%2&apos;</source>
        <translation>--metric deve essere uno tra %1, non &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>encoding</source>
        <translation>codifica</translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-174"/>
        <source>writing</source>
        <translation>scrittura</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped chain %1</source>
        <translation>catena %1 saltata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chains %1, samples %2, labelled outputs %3 (annotator %4, dimension %5)</source>
        <translation>catene %1, campioni %2, output etichettati %3 (annotatore %4, dimensione %5)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>anchors</source>
        <translation>ancoraggi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no anchors for %1</source>
        <translation>nessun ancoraggio per %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anchors in %1 items: %2 ground truth (label 1), %3 input images (label 0), %4 augmented copies (label 0; %5, seed %6); %7 items without a ground truth got only input anchors</source>
        <translation>ancoraggi in %1 elementi: %2 ground truth (etichetta 1), %3 immagini di input (etichetta 0), %4 copie aumentate (etichetta 0; %5, seed %6); %7 elementi senza ground truth hanno ricevuto solo ancoraggi di input</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 anchor outputs added, %2 already present; %3 copies of an earlier run kept; annotator %4, dimension %5, images under %6</source>
        <translation>%1 output di ancoraggio aggiunti, %2 già presenti; %3 copie di un&apos;esecuzione precedente mantenute; annotatore %4, dimensione %5, immagini in %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Annotator the labels are stored under (default adiee-rules).</source>
        <translation>Annotatore con cui vengono salvate le etichette (predefinito adiee-rules).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P in [0, 100]: the thresholds are the P-th percentile of the input images&apos; CLIP-I and DINO-I to their ground truth (required for the single-output rules).</source>
        <translation>P in [0, 100]: le soglie sono il P-esimo percentile di CLIP-I e DINO-I delle immagini di input rispetto alla loro ground truth (obbligatorio per le regole a output singolo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A high-quality system&apos;s output below this CLIP-D gets 0.5 (default 0.2, InstructPix2Pix&apos;s filter).</source>
        <translation>L&apos;output di un sistema di alta qualità sotto questo CLIP-D riceve 0.5 (predefinito 0.2, il filtro di InstructPix2Pix).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Systems whose outputs all get 0, comma-separated (default the paper&apos;s: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; &apos;&apos; for none).</source>
        <translation>Sistemi i cui output ricevono tutti 0, separati da virgole (predefiniti quelli dell&apos;articolo: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; &apos;&apos; per nessuno).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems whose outputs get 1, or 0.5 below the CLIP-D threshold (default the paper&apos;s: MagicBrush,AURORA; &apos;&apos; for none).</source>
        <translation>Sistemi i cui output ricevono 1, o 0.5 sotto la soglia CLIP-D (predefiniti quelli dell&apos;articolo: MagicBrush,AURORA; &apos;&apos; per nessuno).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder: metrics the rules need and the study lacks are scored first (default $EDITLENS_MODELS; without one, stored values only).</source>
        <translation>Cartella dei modelli: le metriche richieste dalle regole e mancanti nello studio vengono calcolate prima (predefinita $EDITLENS_MODELS; senza, solo i valori salvati).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build ADIEE&apos;s multi-turn samples into a new study (--out).</source>
        <translation>Crea i campioni multi-turno di ADIEE in un nuovo studio (--out).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (--multi-turn).</source>
        <translation>Il nuovo studio (--multi-turn).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs (i, j) per chain, drawn with --seed (default 0: every pair).</source>
        <translation>Coppie (i, j) per catena, estratte con --seed (predefinito 0: tutte le coppie).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed for --pairs.</source>
        <translation>Seed per --pairs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add ADIEE&apos;s anchor samples: each item&apos;s ground truth labelled 1, its input image and augmented copies of it labelled 0 (annotator adiee-anchors; the copies are written under adiee-anchors/ in the study root). With --percentile the rules run afterwards.</source>
        <translation>Aggiunge i campioni di ancoraggio di ADIEE: la ground truth di ogni elemento etichettata 1, la sua immagine di input e le copie aumentate di essa etichettate 0 (annotatore adiee-anchors; le copie vengono scritte in adiee-anchors/ nella radice dello studio). Con --percentile le regole vengono eseguite dopo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Augmented copies of each input image (default 4; 0-100). Copy k of an item is the next of: %1, from an offset drawn per item.</source>
        <translation>Copie aumentate di ogni immagine di input (predefinito 4; 0-100). La copia k di un elemento è la successiva tra: %1, a partire da uno scostamento estratto per elemento.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seed of the augmentations&apos; parameters (default 20261121).</source>
        <translation>Seed dei parametri delle aumentazioni (predefinito 20261121).</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), with --anchors the ground truth (1) and the input image and its augmented copies (0), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation>Etichette di valutazione automatica di ADIEE: 0 / 0.5 / 1 da regole su CLIP-D, CLIP-I e DINO-I (salvate come valutazioni di un annotatore a regole sulla dimensione &apos;adiee&apos;), con --anchors la ground truth (1) e l&apos;immagine di input e le sue copie aumentate (0), oppure con --multi-turn un nuovo studio di campioni da catene di modifiche multi-turno etichettati (k - i)/(j - i).</translation>
    </message>
    <message>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation type="vanished">Etichette di valutazione automatica di ADIEE: 0 / 0.5 / 1 da regole su CLIP-D, CLIP-I e DINO-I (salvate come valutazioni di un annotatore di regole sulla dimensione &apos;adiee&apos;), oppure con --multi-turn un nuovo studio di campioni da catene di modifica multi-turno etichettati (k - i)/(j - i).</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>--multi-turn needs --out NEW.editlens; --pairs is a count and --seed a non-negative integer</source>
        <translation>--multi-turn richiede --out NEW.editlens; --pairs è un conteggio e --seed un intero non negativo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--anchor-copies is a count from 0 to 100 and --anchor-seed a non-negative integer</source>
        <translation>--anchor-copies è un conteggio da 0 a 100 e --anchor-seed un intero non negativo</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--percentile P (0-100) is required: the CLIP-I and DINO-I thresholds are the P-th percentile of the input images&apos; similarities to their ground truth</source>
        <translation>--percentile P (0-100) è obbligatorio: le soglie CLIP-I e DINO-I sono il P-esimo percentile delle similarità delle immagini di input alla loro ground truth</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--clip-d-threshold must be a number</source>
        <translation>--clip-d-threshold deve essere un numero</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: unavailable, because %2</source>
        <translation>%1: non disponibile, perché %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>non disponibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thresholds (P%1 over %2 input images): tau_clip %3, tau_dino %4</source>
        <translation>soglie (P%1 su %2 immagini di input): tau_clip %3, tau_dino %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>low-quality systems in the study: %1; high-quality: %2</source>
        <translation>sistemi di bassa qualità nello studio: %1; di alta qualità: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule %1: %2 outputs</source>
        <translation>regola %1: %2 output</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no label (%1): %2 outputs</source>
        <translation>nessuna etichetta (%1): %2 output</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>anchor samples left to their own labels: %1 outputs</source>
        <translation>campioni di ancoraggio lasciati alle proprie etichette: %1 output</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled %1 of %2 outputs as %3 on dimension %4</source>
        <translation>etichettati %1 di %2 output come %3 sulla dimensione %4</translation>
    </message>
    <message>
        <location filename="../app/cli/synthcommand.cpp" line="+17"/>
        <source>Folder of photographs (jpg, png, ...).</source>
        <translation>Cartella di fotografie (jpg, png, ...).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (.editlens); its images go to a folder &lt;name&gt;-images beside it.</source>
        <translation>Il nuovo studio (.editlens); le sue immagini vanno in una cartella &lt;name&gt;-images accanto a esso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to make (default 100).</source>
        <translation>Coppie da creare (predefinito 100).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of every random choice; the same seed gives the same images and manifest (default 20261121).</source>
        <translation>Seed di ogni scelta casuale; lo stesso seed produce le stesse immagini e lo stesso manifest (predefinito 20261121).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>COCO instance-segmentation file whose objects (polygon segmentation or bbox) are the regions edited and named; file_name relative to SRC_DIR. Without it, regions are random ellipses named by their colour.</source>
        <translation>File di instance segmentation COCO i cui oggetti (segmentazione poligonale o bbox) sono le regioni modificate e nominate; file_name relativo a SRC_DIR. Senza di esso, le regioni sono ellissi casuali nominate in base al colore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Makes synthetic edit pairs for training and testing difference detectors: each photograph edited once by inpainting removal, recolouring, pasting or moving a region, with the instruction and the exact ADD/REMOVE/EDIT boxes and masks as ground truth. Export them with &apos;export --format dice OUT --origin truth&apos; or &apos;--format coco&apos;.</source>
        <translation>Crea coppie di modifiche sintetiche per addestrare e testare rilevatori di differenze: ogni fotografia viene modificata una volta tramite rimozione con inpainting, ricolorazione, incollaggio o spostamento di una regione, con l&apos;istruzione e gli esatti riquadri e maschere ADD/REMOVE/EDIT come ground truth. Esportarle con &apos;export --format dice OUT --origin truth&apos; o &apos;--format coco&apos;.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--count must be a whole number of at least 1 and --seed one from 0 to %1</source>
        <translation>--count deve essere un numero intero di almeno 1 e --seed uno da 0 a %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 from %2 (%3 skipped): %4; %5</source>
        <extracomment>%1 the pairs (&quot;3 pairs&quot;), %2 the photographs, %3 how many were skipped, %4 the edits made, %5 the ground-truth differences (&quot;12 ground-truth differences&quot;)</extracomment>
        <translation>%1 da %2 (%3 saltate): %4; %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n coppia</numerusform>
            <numerusform>%n coppie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n photograph(s)</source>
        <translation>
            <numerusform>%n fotografia</numerusform>
            <numerusform>%n fotografie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n ground-truth difference(s)</source>
        <translation>
            <numerusform>%n differenza ground truth</numerusform>
            <numerusform>%n differenze ground truth</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <location filename="../app/cli/importcommand.cpp" line="+47"/>
        <source>warning: %1</source>
        <translation>avviso: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>synth</source>
        <translation>synth</translation>
    </message>
    <message>
        <source>%1 pairs from %2 photographs (%3 skipped): %4; %5 ground-truth differences</source>
        <translation type="vanished">%1 coppie da %2 fotografie (%3 saltate): %4; %5 differenze ground truth</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n crowd annotation(s) of the objects file left out</source>
        <translation>
            <numerusform>%n annotazione crowd del file degli oggetti esclusa</numerusform>
            <numerusform>%n annotazioni crowd del file degli oggetti escluse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>images and manifest: %1</source>
        <translation>immagini e manifest: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+36"/>
        <source>cannot read the passphrase file</source>
        <translation>impossibile leggere il file della passphrase</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation>la prima riga del file della passphrase è vuota</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand_show.cpp" line="+63"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task: %1</source>
        <translation>compito: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed: %1</source>
        <translation>seed: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairs per item: %1</source>
        <translation>coppie per elemento: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every pair</source>
        <translation>tutte le coppie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotators see system names: %1</source>
        <translation>gli annotatori vedono i nomi dei sistemi: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotators see detector boxes: %1</source>
        <translation>gli annotatori vedono i riquadri del rilevatore: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotators see the ground truth: %1</source>
        <translation>gli annotatori vedono la ground truth: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items locked after submit: %1</source>
        <translation>elementi bloccati dopo l&apos;invio: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>break reminder: %1</source>
        <translation>promemoria pausa: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after %1 min</source>
        <translation>dopo %1 min</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+52"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>open enrolment for crowd platforms: %1</source>
        <translation>iscrizione aperta per piattaforme crowd: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  items per participant: %1</source>
        <translation>  elementi per partecipante: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  raters per item: %1</source>
        <translation>  valutatori per elemento: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  study link parameters: %1, %2, %3</source>
        <translation>  parametri del link dello studio: %1, %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  completion code: %1</source>
        <translation>  codice di completamento: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  completion URL: %1</source>
        <translation>  URL di completamento: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  unsubmitted items given back after %1 min of silence</source>
        <translation>  elementi non inviati restituiti dopo %1 min di inattività</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  session links last %1 h</source>
        <translation>  i link di sessione durano %1 h</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>  %n participant(s) enrolled, %1 gave their places back</source>
        <translation>
            <numerusform>  %n partecipante iscritto, posti restituiti: %1</numerusform>
            <numerusform>  %n partecipanti iscritti, posti restituiti: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>protected by a passphrase: %1</source>
        <translation>protetto da passphrase: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sessions for annotators outside the plan: %1</source>
        <translation>sessioni per annotatori fuori dal piano: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>annotator %1: %n item(s) planned, %2 submitted</source>
        <translation>
            <numerusform>annotatore %1: %n elemento pianificato, %2 inviati</numerusform>
            <numerusform>annotatore %1: %n elementi pianificati, %2 inviati</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+380"/>
        <source>The study (.editlens).</source>
        <translation>Lo studio (.editlens).</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation>Stampa le impostazioni del piano e gli elementi pianificati e inviati di ogni annotatore; non modifica nulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation>Annotatori per cui pianificare, separati da virgole (ognuno riceve un ordine generato dal seed).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation>ratings (predefinito), preferences (a coppie, programma bilanciato) o mixed (un elemento su due è una coppia).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation>Coppie mostrate per elemento di preferenza (predefinito 0 = tutte le coppie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation>Seed dello studio (predefinito: il seed attuale del piano).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation>Sistemi mostrati, separati da virgole (predefinito: tutti i sistemi).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Item ids in the plan (default: every item).</source>
        <translation>Id degli elementi nel piano (predefinito: tutti gli elementi).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item ids of gold / attention items.</source>
        <translation>Id degli elementi gold / di controllo dell&apos;attenzione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation>Gli annotatori vedono i nomi dei sistemi (per impostazione predefinita vedono Output A, B, …).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation>Gli annotatori vedono i riquadri di differenza dei rilevatori (una revisione DICE-D).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation>Gli annotatori vedono i riquadri ground-truth e le immagini di riferimento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted items stay editable.</source>
        <translation>Gli elementi inviati restano modificabili.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation>Promemoria pausa dopo N minuti di lavoro (predefinito 45, 0 = nessuno).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation>Testo mostrato agli annotatori sopra le istruzioni della griglia di valutazione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation>Cosa succede dopo, mostrato quando un annotatore ha finito.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation>File la cui prima riga è la passphrase attuale del piano (&apos;-&apos;: standard input); oppure impostare EDITLENS_PLAN_PASSPHRASE.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation>File la cui prima riga diventa la passphrase del piano (salvata come hash PBKDF2 con salt, mai in chiaro).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let anyone with the study file change the plan.</source>
        <translation>Consente a chiunque abbia il file dello studio di modificare il piano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name outside the plan may open a session, after the window asks whether to continue as a new annotator (by default only planned annotators may).</source>
        <translation>Un nome fuori dal piano può aprire una sessione, dopo che la finestra ha chiesto se continuare come nuovo annotatore (per impostazione predefinita possono farlo solo gli annotatori del piano).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open enrolment for crowd platforms: the study link of `serve` enrols each participant id it is given and assigns them items (then --annotators may be left out).</source>
        <translation>Iscrizione aperta per piattaforme crowd: il link dello studio di `serve` iscrive ogni id partecipante che riceve e gli assegna degli elementi (in tal caso --annotators può essere omesso).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Items each crowd participant is given (default 10).</source>
        <translation>Elementi assegnati a ogni partecipante crowd (predefinito 10).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crowd participants who rate each item, at most (default 3).</source>
        <translation>Partecipanti crowd che valutano ogni elemento, al massimo (predefinito 3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The study link&apos;s query parameter with the participant id (default PROLIFIC_PID).</source>
        <translation>Il parametro di query del link dello studio con l&apos;id del partecipante (predefinito PROLIFIC_PID).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The study link&apos;s query parameter with the platform&apos;s study id (default STUDY_ID).</source>
        <translation>Il parametro di query del link dello studio con l&apos;id dello studio sulla piattaforma (predefinito STUDY_ID).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The study link&apos;s query parameter with the platform&apos;s session id (default SESSION_ID).</source>
        <translation>Il parametro di query del link dello studio con l&apos;id di sessione della piattaforma (predefinito SESSION_ID).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The completion code a crowd participant is shown when done.</source>
        <translation>Il codice di completamento mostrato a un partecipante crowd quando ha finito.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the done page sends a crowd participant (http or https; {code} stands for the completion code).</source>
        <translation>Dove la pagina finale invia un partecipante crowd (http o https; {code} sta per il codice di completamento).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A crowd participant silent this long gives back their unsubmitted items (default 60).</source>
        <translation>Un partecipante crowd inattivo per questo tempo restituisce i propri elementi non inviati (predefinito 60).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How long a crowd participant&apos;s session link lasts (default 48).</source>
        <translation>Quanto dura il link di sessione di un partecipante crowd (predefinito 48).</translation>
    </message>
    <message>
        <location line="+210"/>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation>Imposta il piano di uno studio utenti: l&apos;ordine degli elementi di ogni annotatore generato dal seed, il compito, cosa possono vedere gli annotatori nelle loro sessioni (editlens STUDY --annotator NAME) e la passphrase che protegge il piano.</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>plan needs --annotators NAMES or --crowd, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation>plan richiede --annotators NAMES o --crowd, un --task tra ratings, preferences o mixed, numeri interi pari o superiori a 0 per --pairs-per-item, --break-minutes e --seed, e non entrambi --new-passphrase-file e --remove-passphrase</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>plan&apos;s crowd options need --crowd, and whole numbers for --items-per-participant, --raters-per-item, --abandon-minutes and --token-hours</source>
        <translation>le opzioni crowd di plan richiedono --crowd e numeri interi per --items-per-participant, --raters-per-item, --abandon-minutes e --token-hours</translation>
    </message>
    <message>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="vanished">plan richiede --annotators NAMES, un --task tra ratings, preferences o mixed, numeri interi pari o superiori a 0 per --pairs-per-item, --break-minutes e --seed, e non entrambi --new-passphrase-file e --remove-passphrase</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation>il piano è protetto da una passphrase: fornirla con --passphrase-file o EDITLENS_PLAN_PASSPHRASE; nulla è stato modificato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation>non è la passphrase del piano; nulla è stato modificato</translation>
    </message>
    <message>
        <location line="+276"/>
        <source>the study has no system &apos;%1&apos;</source>
        <translation>lo studio non ha alcun sistema &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/goldcommand.cpp" line="+82"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation>lo studio non ha alcun elemento &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>planned open enrolment for crowd platforms</source>
        <translation>iscrizione aperta per piattaforme crowd pianificata</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>planned %n annotator(s): %1</source>
        <translation>
            <numerusform>pianificato %n annotatore: %1</numerusform>
            <numerusform>pianificati %n annotatori: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/handoutcommand.cpp" line="-91"/>
        <source>The planned study (.editlens).</source>
        <translation>Lo studio pianificato (.editlens).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder for the hand-out (created if missing; must not hold a study).</source>
        <translation>Cartella per la consegna (creata se manca; non deve contenere uno studio).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The annotator the hand-out is for.</source>
        <translation>L&apos;annotatore a cui è destinata la consegna.</translation>
    </message>
    <message>
        <source>Writes one annotator&apos;s hand-out of a planned study: OUT_DIR/&lt;study file&gt; with the images it needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and opened there with &apos;editlens OUT_DIR/&lt;study file&gt;&apos;. It keeps the annotator&apos;s plan and own work, the ground truth and detector boxes; other annotators&apos; plans and judgements, the gold answers and, when the plan hides system names, the metric scores are left out. The plan cannot be changed in the hand-out. Bring the work back with &apos;editlens-cli merge&apos;.</source>
        <translation type="vanished">Scrive la consegna di uno studio pianificato per un annotatore: OUT_DIR/&lt;file dello studio&gt; con le immagini necessarie in OUT_DIR/images, così che la cartella possa essere compressa, spostata su un altro computer e aperta lì con &apos;editlens OUT_DIR/&lt;file dello studio&gt;&apos;. Conserva il piano e il lavoro dell&apos;annotatore, la ground truth e i riquadri dei rilevatori; i piani e i giudizi degli altri annotatori, le risposte gold e, quando il piano nasconde i nomi dei sistemi, i punteggi delle metriche vengono esclusi. Nella consegna il piano non può essere cambiato. Riporta il lavoro con &apos;editlens-cli merge&apos;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writes one annotator&apos;s hand-out of a planned study: OUT_DIR/&lt;study file&gt; with the images it needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and opened there with &apos;editlens OUT_DIR/&lt;study file&gt;&apos;. It keeps the annotator&apos;s plan and own work; other annotators&apos; plans and judgements, the gold answers and gold flags and the plan&apos;s passphrase hash are left out, and so is what the plan hides from annotators: the ground truth and the detector boxes unless it shows them and, when it hides system names, the names (each output&apos;s system gets a random one, images are named by their content) and the metric scores. STUDY records the hand-out with the hash of a secret token only the hand-out holds. A stored path that is absolute or leaves STUDY&apos;s folder is refused. The plan cannot be changed in the hand-out. Bring the work back with &apos;editlens-cli merge&apos;.</source>
        <translation>Scrive la consegna di uno studio pianificato per un annotatore: OUT_DIR/&lt;file dello studio&gt; con le immagini necessarie in OUT_DIR/images, così che la cartella possa essere compressa, spostata su un altro computer e aperta lì con &apos;editlens OUT_DIR/&lt;file dello studio&gt;&apos;. Conserva il piano e il lavoro dell&apos;annotatore; i piani e i giudizi degli altri annotatori, le risposte gold e i contrassegni gold e l&apos;hash della passphrase del piano vengono esclusi, e così ciò che il piano nasconde agli annotatori: la ground truth e i riquadri dei rilevatori, a meno che il piano non li mostri, e, quando nasconde i nomi dei sistemi, i nomi (il sistema di ogni output ne riceve uno casuale, le immagini prendono il nome dal loro contenuto) e i punteggi delle metriche. STUDY registra la consegna con l&apos;hash di un token segreto che solo la consegna possiede. Un percorso memorizzato che è assoluto o esce dalla cartella di STUDY viene rifiutato. Nella consegna il piano non può essere cambiato. Riporta il lavoro con &apos;editlens-cli merge&apos;.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>pack needs --annotator NAME</source>
        <translation>pack richiede --annotator NOME</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>packed %n item(s) for %1 with %2 image(s) (%3 MiB)</source>
        <translation>
            <numerusform>impacchettato %n elemento per %1 con %2 immagine/i (%3 MiB)</numerusform>
            <numerusform>impacchettati %n elementi per %1 con %2 immagine/i (%3 MiB)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The original study (.editlens).</source>
        <translation>Lo studio originale (.editlens).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-outs made by &apos;editlens-cli pack&apos; from STUDY.</source>
        <translation>Consegne create da &apos;editlens-cli pack&apos; a partire da STUDY.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Merges the work of each hand-out back into STUDY, one transaction per packed file (all or nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched by item key, system, dimension and annotator, never by row ids. When STUDY holds a different value for the same judgement, the later one (updated_at) wins; where STUDY&apos;s changed after the pack was made (the annotator also worked online) it is a conflict, printed on stdout as one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY&apos;s value and time, the pack&apos;s value and time, which was kept. Merge adds and updates, never removes; merging the same hand-out again changes nothing. A hand-out merges only as the annotator it was made for, proven by its token, and every value is checked as an import checks it (ratings on their scale, known choices, boxes on their image, times not in the future, masks inside the hand-out&apos;s folder and decodable as images). A file that is not a hand-out of STUDY, is damaged, forged or fails a check is refused, naming the table and row, and STUDY is left as it was.</source>
        <translation>Riunisce in STUDY il lavoro di ogni consegna, una transazione per file impacchettato (tutto o niente): valutazioni, preferenze, i riquadri disegnati dall&apos;annotatore con le loro etichette, etichette su altri riquadri, maschere, revisioni, completamenti, sessioni, invii e il registro delle riaperture, abbinati per chiave dell&apos;elemento, sistema, dimensione e annotatore, mai per id di riga. Se STUDY contiene un valore diverso per lo stesso giudizio, vince il più recente (updated_at); se il valore in STUDY è cambiato dopo la creazione del pacchetto (l&apos;annotatore ha lavorato anche online) è un conflitto, stampato su stdout come una riga separata da tabulazioni: conflict, tipo, annotatore, elemento, sistema, dimensione, valore e ora in STUDY, valore e ora nel pacchetto, quale è stato tenuto. Merge aggiunge e aggiorna, non rimuove mai; unire di nuovo la stessa consegna non cambia nulla. Una consegna si unisce solo come l&apos;annotatore per cui è stata creata, come prova il suo token, e ogni valore viene verificato come lo verifica un&apos;importazione (valutazioni entro la loro scala, scelte note, riquadri sulla loro immagine, orari non nel futuro, maschere dentro la cartella della consegna e decodificabili come immagini). Un file che non è una consegna di STUDY, è danneggiato, contraffatto o non supera una verifica viene rifiutato, indicando la tabella e la riga, e STUDY resta com&apos;era.</translation>
    </message>
    <message>
        <source>Merges the work of each hand-out back into STUDY, one transaction per packed file (all or nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched by item key, system, dimension and annotator, never by row ids. When STUDY holds a different value for the same judgement, the later one (updated_at) wins; where STUDY&apos;s changed after the pack was made (the annotator also worked online) it is a conflict, printed on stdout as one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY&apos;s value and time, the pack&apos;s value and time, which was kept. Merge adds and updates, never removes; merging the same hand-out again changes nothing. A file that is not a hand-out of STUDY, or is damaged, is refused and STUDY is left as it was.</source>
        <translation type="vanished">Riunisce in STUDY il lavoro di ogni consegna, una transazione per file impacchettato (tutto o niente): valutazioni, preferenze, i riquadri disegnati dall&apos;annotatore con le loro etichette, etichette su altri riquadri, maschere, revisioni, completamenti, sessioni, invii e il registro delle riaperture, abbinati per chiave dell&apos;elemento, sistema, dimensione e annotatore, mai per id di riga. Se STUDY contiene un valore diverso per lo stesso giudizio, vince il più recente (updated_at); se il valore in STUDY è cambiato dopo la creazione del pacchetto (l&apos;annotatore ha lavorato anche online) è un conflitto, stampato su stdout come una riga separata da tabulazioni: conflict, tipo, annotatore, elemento, sistema, dimensione, valore e ora in STUDY, valore e ora nel pacchetto, quale è stato tenuto. Merge aggiunge e aggiorna, non rimuove mai; unire di nuovo la stessa consegna non cambia nulla. Un file che non è una consegna di STUDY, o è danneggiato, viene rifiutato e STUDY resta com&apos;era.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>merged %1 (%2): %3 new, %4 changed</source>
        <translation>unito %1 (%2): %3 nuovi, %4 modificati</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  %1 %2: %3 new, %4 changed, %5 unchanged, %6 conflicts, %7 skipped</source>
        <translation>  %1 %2: %3 nuovi, %4 modificati, %5 invariati, %6 conflitti, %7 saltati</translation>
    </message>
    <message>
        <location filename="../app/cli/transfercommand.cpp" line="+19"/>
        <source>The study file (.editlens) to publish.</source>
        <translation>Il file di studio (.editlens) da pubblicare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The new server study: postgresql://user@host[:port]/database?study=NAME.</source>
        <translation>Il nuovo studio sul server: postgresql://user@host[:port]/database?study=NAME.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copies a study file into a new study on a PostgreSQL server: every table with the same row ids (items, outputs, ratings, preferences, boxes and their labels, masks, scores, embeddings, the plan and the rubric), then every image and mask the study names, each content stored once. The study must not exist on the server yet; if the copy fails, the new server study is removed again. STUDY&apos;s content is not changed. Annotators then open URL with &apos;editlens URL&apos;; &apos;editlens-cli pull&apos; brings it back into a file. Prints URL (without its password) as the last line.</source>
        <translation>Copia un file di studio in un nuovo studio su un server PostgreSQL: ogni tabella con gli stessi id di riga (item, output, valutazioni, preferenze, riquadri con le loro etichette, maschere, punteggi, embedding, il piano e la rubrica), poi ogni immagine e maschera che lo studio nomina, ogni contenuto memorizzato una sola volta. Lo studio non deve ancora esistere sul server; se la copia non riesce, il nuovo studio sul server viene rimosso. Il contenuto di STUDY non viene modificato. Gli annotatori aprono poi URL con &apos;editlens URL&apos;; &apos;editlens-cli pull&apos; lo riporta in un file. Stampa URL (senza password) come ultima riga.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>publishing</source>
        <translation>pubblicazione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: &apos;%1&apos; was not found under the study&apos;s image folder and was not uploaded</source>
        <translation>attenzione: &apos;%1&apos; non è stato trovato nella cartella delle immagini dello studio e non è stato caricato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>published %1</source>
        <translation>pubblicato %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The server study to copy.</source>
        <translation>Lo studio sul server da copiare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study file (.editlens); it must not exist.</source>
        <translation>Il nuovo file di studio (.editlens); non deve esistere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writes a snapshot of a server study into the new study file OUT: every table with the same row ids, read in one consistent transaction. The images go to the folder &lt;OUT without .editlens&gt;-images beside OUT, each checked against the server&apos;s sha256; the file itself holds no image bytes. An existing OUT is never overwritten, and that folder must be missing or empty. If anything fails, neither OUT nor the folder is left behind. Prints OUT as the last line.</source>
        <translation>Scrive un&apos;istantanea di uno studio sul server nel nuovo file di studio OUT: ogni tabella con gli stessi id di riga, letta in un&apos;unica transazione coerente. Le immagini vanno nella cartella &lt;OUT senza .editlens&gt;-images accanto a OUT, ognuna verificata con lo sha256 del server; il file stesso non contiene byte di immagini. Un OUT esistente non viene mai sovrascritto, e quella cartella deve mancare o essere vuota. Se qualcosa non riesce, non restano né OUT né la cartella. Stampa OUT come ultima riga.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pulling</source>
        <translation>scaricamento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>images in %1</source>
        <translation>immagini in %1</translation>
    </message>
    <message>
        <location filename="../app/cli/accesscommand.cpp" line="+27"/>
        <source>annotator logins are for studies on a server (postgresql://…); hand a study file out with &apos;editlens-cli pack&apos; instead</source>
        <translation>gli accessi per annotatori sono per studi su un server (postgresql://…); distribuisci invece un file di studio con &apos;editlens-cli pack&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>annotator &apos;%1&apos; logs in as role &apos;%2&apos;; give them this URL (it holds the password, shown only now):</source>
        <translation>l&apos;annotatore &apos;%1&apos; accede come ruolo &apos;%2&apos;; consegnagli questo URL (contiene la password, mostrata solo ora):</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>add or list.</source>
        <translation>add o list.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The study (a file, or a server URL for add).</source>
        <translation>Lo studio (un file, o un URL di server per add).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The annotator (add).</source>
        <translation>L&apos;annotatore (add).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;annotators add URL NAME&apos; gives annotator NAME a login of their own on the study&apos;s server: a PostgreSQL role with a generated password that may write only NAME&apos;s judgements and read only what the plan shows them (the server enforces it). The last line is the URL to give them. Run it again for a new password.
&apos;annotators list STUDY&apos; prints each annotator&apos;s progress: items submitted of planned, items with a judgement, mean seconds per item and gold answers met.</source>
        <translation>&apos;annotators add URL NOME&apos; dà a NOME un accesso proprio al server dello studio: un ruolo PostgreSQL con password generata che può scrivere solo i giudizi di NOME e leggere solo ciò che il piano mostra (lo impone il server). L&apos;ultima riga è l&apos;URL da consegnare. Eseguilo di nuovo per una nuova password.
&apos;annotators list STUDIO&apos; stampa i progressi di ogni annotatore: elementi inviati su pianificati, elementi con un giudizio, secondi medi per elemento e risposte di controllo corrette.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>write &apos;annotators add URL NAME&apos; or &apos;annotators list STUDY&apos;</source>
        <translation>scrivi &apos;annotators add URL NOME&apos; o &apos;annotators list STUDIO&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Password for %1 on %2:</source>
        <translation>Password per %1 su %2:</translation>
    </message>
    <message>
        <source>plan: %1: %2 request(s) to send, %3 answered from the study, %4 image(s) to send</source>
        <translation type="vanished">piano: %1: %2 richieste da inviare, %3 con risposta dallo studio, %4 immagini da inviare</translation>
    </message>
    <message>
        <location filename="../app/cli/modelstagescommand.cpp" line="+43"/>
        <source>, plus one per difference the detector finds</source>
        <translation>, più una per ogni differenza trovata dal rilevatore</translation>
    </message>
    <message>
        <source>plan: %1 request(s) to send in all</source>
        <translation type="vanished">piano: %1 richieste da inviare in tutto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: asked %2, from the study %3, stored %4, unparseable %5, failed %6, tokens %7 + %8</source>
        <translation>%1: richieste %2, dallo studio %3, salvate %4, non interpretabili %5, non riuscite %6, token %7 + %8</translation>
    </message>
    <message>
        <source>, kept %1 imported parse(s)</source>
        <translation type="vanished">, mantenute %1 analisi importate</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the endpoint does not list the model &apos;%1&apos;</source>
        <translation>l&apos;endpoint non elenca il modello &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Study file (.editlens) or server URL.</source>
        <translation>File dello studio (.editlens) o URL del server.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Comma-separated stages: parse (BPM&apos;s instruction parse), ground (o1, o2 and the reference object located as boxes, BPM&apos;s regions), dice (DICE&apos;s differences, then the coherence of each), judge (VIEScore-style SC and PQ per output, a pairwise verdict per pair of outputs). Default: all.</source>
        <translation>Fasi separate da virgole: parse (l&apos;analisi dell&apos;istruzione di BPM), ground (o1, o2 e l&apos;oggetto di riferimento localizzati come riquadri, le regioni di BPM), dice (le differenze di DICE, poi la coerenza di ciascuna), judge (SC e PQ in stile VIEScore per output, un verdetto a coppie per coppia di output). Predefinito: tutte.</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>plan: %1: %n request(s) to send, %2 answered from the study, %3 image(s) to send</source>
        <translation>
            <numerusform>piano: %1: %n richiesta da inviare, %2 con risposta dallo studio, %3 immagini da inviare</numerusform>
            <numerusform>piano: %1: %n richieste da inviare, %2 con risposta dallo studio, %3 immagini da inviare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>plan: %n request(s) to send in all</source>
        <translation>
            <numerusform>piano: %n richiesta da inviare in tutto</numerusform>
            <numerusform>piano: %n richieste da inviare in tutto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>, kept %n imported parse(s)</source>
        <translation>
            <numerusform>, mantenuta %n analisi importata</numerusform>
            <numerusform>, mantenute %n analisi importate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The OpenAI-compatible endpoint as NAME=URL, the URL up to /v1 (http://127.0.0.1:8000/v1).</source>
        <translation>L&apos;endpoint compatibile con OpenAI come NAME=URL, l&apos;URL fino a /v1 (http://127.0.0.1:8000/v1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model asked, as the endpoint names it.</source>
        <translation>Il modello interrogato, come lo chiama l&apos;endpoint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable holding the API key (never stored).</source>
        <translation>Variabile d&apos;ambiente che contiene la chiave API (mai salvata).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File whose first line is the API key (never stored).</source>
        <translation>File la cui prima riga è la chiave API (mai salvata).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder of prompt templates &lt;stage&gt;.txt used instead of the built-in ones.</source>
        <translation>Cartella di modelli di prompt &lt;stage&gt;.txt usati al posto di quelli integrati.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the model writes boxes: pixels, 0-1000 (default) or 0-1.</source>
        <translation>Come il modello scrive i riquadri: pixel, 0-1000 (predefinito) o 0-1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refuse to start when the run would send more requests than this.</source>
        <translation>Rifiuta di avviarsi se l&apos;esecuzione invierebbe più richieste di questo numero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests sent at once (default %1).</source>
        <translation>Richieste inviate contemporaneamente (predefinito %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seconds to wait for one answer (default %1).</source>
        <translation>Secondi di attesa per una risposta (predefinito %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the outputs of these systems.</source>
        <translation>Solo gli output di questi sistemi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only these items (keys).</source>
        <translation>Solo questi elementi (chiavi).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: no pairwise verdicts.</source>
        <translation>judge: nessun verdetto a coppie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the plan and send nothing.</source>
        <translation>Stampa il piano e non invia nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the endpoint&apos;s models (GET /v1/models) and send nothing else.</source>
        <translation>Elenca i modelli dell&apos;endpoint (GET /v1/models) e non invia nient&apos;altro.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Asks an OpenAI-compatible endpoint (vLLM, SGLang, Ollama, llama.cpp&apos;s server, a hosted API) the model stages of BPM, DICE and VIEScore-style judges and stores the answers in the study; every request and answer is kept, and a re-run answers from them.</source>
        <translation>Chiede a un endpoint compatibile con OpenAI (vLLM, SGLang, Ollama, il server di llama.cpp, un&apos;API ospitata) le fasi del modello di BPM, DICE e dei giudici in stile VIEScore e salva le risposte nello studio; ogni richiesta e risposta viene conservata, e una nuova esecuzione risponde a partire da esse.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>--endpoint NAME=URL is required</source>
        <translation>--endpoint NAME=URL è obbligatorio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--endpoint: %1</source>
        <translation>--endpoint: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--max-in-flight must be a whole number from 1 to 1024</source>
        <translation>--max-in-flight deve essere un numero intero da 1 a 1024</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--timeout must be a whole number of seconds from 1 to 86400</source>
        <translation>--timeout deve essere un numero intero di secondi da 1 a 86400</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a STUDY is required</source>
        <translation>è richiesto uno STUDY</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--model is required</source>
        <translation>--model è obbligatorio</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--box-convention must be pixels, 0-1000 or 0-1</source>
        <translation>--box-convention deve essere pixels, 0-1000 o 0-1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--max-requests must be a whole number of at least 0</source>
        <translation>--max-requests deve essere un numero intero non inferiore a 0</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model stages</source>
        <translation>fasi del modello</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>stopped: %1</source>
        <translation>interrotto: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Only this stage: parse, dice-detect, dice-coherence, judge-point, judge-pair.</source>
        <translation>Solo questa fase: parse, dice-detect, dice-coherence, judge-point, judge-pair.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only this item (key).</source>
        <translation>Solo questo elemento (chiave).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print JSON.</source>
        <translation>Stampa JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lists what the model stages asked and what came back: status, tokens and the raw answer of every request, oldest first.</source>
        <translation>Elenca cosa hanno chiesto le fasi del modello e cosa è tornato: stato, token e risposta grezza di ogni richiesta, dalla più vecchia.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %2 [%3] %4 by %5, %6 ms, tokens %7 + %8, key %9</source>
        <translation>%1 %2 [%3] %4 da %5, %6 ms, token %7 + %8, chiave %9</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>why: %1</source>
        <translation>motivo: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/exclusionargs.cpp" line="+11"/>
        <source>Leave these annotators&apos; ratings and preferences out of the human side (besides those the study excludes).</source>
        <translation>Esclude dal lato umano le valutazioni e le preferenze di questi annotatori (oltre a quelli che lo studio esclude).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave out every annotator who failed at least N attention checks (gold answers missed).</source>
        <translation>Esclude ogni annotatore che non ha superato almeno N controlli dell&apos;attenzione (risposte gold mancate).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--exclude-failed-checks must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--exclude-failed-checks deve essere un numero intero pari almeno a 1, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--exclude-annotators: no annotator &apos;%1&apos; rated anything in this study</source>
        <translation>--exclude-annotators: nessun annotatore &apos;%1&apos; ha valutato qualcosa in questo studio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>excluded from alignment: %1</source>
        <translation>esclusi dall&apos;allineamento: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/servecommand.cpp" line="+131"/>
        <source>the study has no plan, so there is nothing to show annotators: make one first with &apos;editlens-cli plan STUDY --annotators NAMES&apos; (or with --crowd for open enrolment)</source>
        <translation>lo studio non ha un piano, quindi non c&apos;è nulla da mostrare agli annotatori: crearne prima uno con &apos;editlens-cli plan STUDY --annotators NAMES&apos; (o con --crowd per l&apos;iscrizione aperta)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 ratings, %2 preferences in the study (Ctrl+C stops)</source>
        <translation>%1 valutazioni, %2 preferenze nello studio (Ctrl+C per interrompere)</translation>
    </message>
    <message>
        <location line="+143"/>
        <location line="+56"/>
        <source>Study file (.editlens) or server URL (postgresql://…), with a plan.</source>
        <translation>File dello studio (.editlens) o URL del server (postgresql://…), con un piano.</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Address and port to serve on: 127.0.0.1:8080 (default), [::1]:8080, 0.0.0.0:8080; port 0 picks a free one. Plain HTTP: put a reverse proxy with TLS in front (README).</source>
        <translation>Indirizzo e porta su cui restare in ascolto: 127.0.0.1:8080 (predefinito), [::1]:8080, 0.0.0.0:8080; la porta 0 ne sceglie una libera. HTTP semplice: anteporre un reverse proxy con TLS (README).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The address participants open, as the browser sees it behind the reverse proxy (https://study.example.org): requests from other origins are refused, and the printed links use it.</source>
        <translation>L&apos;indirizzo che i partecipanti aprono, come lo vede il browser dietro il reverse proxy (https://study.example.org): le richieste da altre origini vengono rifiutate e i link stampati lo usano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answers a participant may send per second, sustained (default 10; bursts of four times that).</source>
        <translation>Risposte che un partecipante può inviare al secondo, in modo continuativo (predefinito 10; picchi fino a quattro volte tanto).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads that answer requests, each with its own connection to the study, so that participants&apos; answers are saved at the same time (default 4; one participant&apos;s requests always go to the same thread).</source>
        <translation>Thread che rispondono alle richieste, ognuno con la propria connessione allo studio, così che le risposte dei partecipanti vengano salvate contemporaneamente (predefinito 4; le richieste di un partecipante vanno sempre allo stesso thread).</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Serves a planned study&apos;s annotator session as a web page, for personal links (serve-links) and open enrolment from crowd platforms, until Ctrl+C or SIGTERM.</source>
        <translation>Pubblica come pagina web la sessione da annotatore di uno studio pianificato, per link personali (serve-links) e iscrizione aperta da piattaforme crowd, fino a Ctrl+C o SIGTERM.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>--listen: &apos;%1&apos; is not ADDR:PORT (an IPv4 address, [IPv6] or localhost, and a port 0-65535)</source>
        <translation>--listen: &apos;%1&apos; non è ADDR:PORT (un indirizzo IPv4, [IPv6] o localhost, e una porta 0-65535)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--public-url: &apos;%1&apos; is not the root of an http:// or https:// host, such as https://study.example.org (the page works at the root of its host)</source>
        <translation>--public-url: &apos;%1&apos; non è la radice di un host http:// o https://, come https://study.example.org (la pagina funziona alla radice del suo host)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--answers-per-second must be a whole number 1-1000, not &apos;%1&apos;</source>
        <translation>--answers-per-second deve essere un numero intero 1-1000, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--workers must be a whole number 1-64, not &apos;%1&apos;</source>
        <translation>--workers deve essere un numero intero 1-64, non &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>cannot watch for Ctrl+C and SIGTERM</source>
        <translation>impossibile intercettare Ctrl+C e SIGTERM</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>open enrolment: on, link: %1</source>
        <translation>iscrizione aperta: attiva, link: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open enrolment: off</source>
        <translation>iscrizione aperta: disattivata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving %1 at %2/ (%3; %4)</source>
        <extracomment>%1 the study, %2 the server&apos;s address, %3 &quot;N annotators planned&quot;, %4 the enrolment</extracomment>
        <translation>In servizio: %1 su %2/ (%3; %4)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n annotator(s) planned</source>
        <translation>
            <numerusform>%n annotatore pianificato</numerusform>
            <numerusform>%n annotatori pianificati</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>stopped serving %1</source>
        <translation>servizio di %1 terminato</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Annotators to make links for, separated by commas.</source>
        <translation>Annotatori per cui creare i link, separati da virgole.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where participants reach &apos;serve&apos;: the root of its host, such as https://study.example.org.</source>
        <translation>Dove i partecipanti raggiungono &apos;serve&apos;: la radice del suo host, come https://study.example.org.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days each link stays valid (default 30).</source>
        <translation>Giorni di validità di ogni link (predefinito 30).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints one personal link per annotator (NAME, a tab, the URL): the link opens the annotator&apos;s session on the page &apos;serve&apos; serves, signed with the study&apos;s own secret.</source>
        <translation>Stampa un link personale per annotatore (NAME, una tabulazione, l&apos;URL): il link apre la sessione dell&apos;annotatore sulla pagina pubblicata da &apos;serve&apos;, firmato con il segreto proprio dello studio.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>serve-links needs --annotators NAMES, a --base-url that is the root of an http:// or https:// host (https://study.example.org: the page works at the root of its host), and --days a whole number 1-3650</source>
        <translation>serve-links richiede --annotators NAMES, un --base-url che sia la radice di un host http:// o https:// (https://study.example.org: la pagina funziona alla radice del suo host) e --days come numero intero 1-3650</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>not in the plan: %1 (the plan&apos;s annotators: %2; &apos;plan --allow-new-annotators&apos; lets others in)</source>
        <translation>non nel piano: %1 (annotatori del piano: %2; &apos;plan --allow-new-annotators&apos; ne ammette altri)</translation>
    </message>
    <message>
        <location filename="../app/cli/goldcommand.cpp" line="+2"/>
        <source>item &apos;%1&apos; is not a gold item of the plan (mark it with `plan --gold`)</source>
        <translation>l&apos;elemento &apos;%1&apos; non è un elemento gold del piano (contrassegnarlo con `plan --gold`)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos;</source>
        <translation>l&apos;elemento &apos;%1&apos; non ha output del sistema &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no rating dimension &apos;%1&apos;</source>
        <translation>lo studio non ha alcuna dimensione di valutazione &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is off the scale of &apos;%2&apos; (%3 to %4)</source>
        <translation>%1 è fuori dalla scala di &apos;%2&apos; (da %3 a %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tolerance is a number of 0 or more</source>
        <translation>una tolleranza è un numero pari o superiore a 0</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;%1&apos; rated no output of the plan&apos;s gold items</source>
        <translation>&apos;%1&apos; non ha valutato alcun output degli elementi gold del piano</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read the gold answers: %1</source>
        <translation>impossibile leggere le risposte gold: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>expected item,system,dimension,expected[,tolerance], found %n field(s)</source>
        <translation>
            <numerusform>attesi item,system,dimension,expected[,tolerance], trovato %n campo</numerusform>
            <numerusform>attesi item,system,dimension,expected[,tolerance], trovati %n campi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the expected value and the tolerance are numbers</source>
        <translation>il valore atteso e la tolleranza sono numeri</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no gold answers in the file</source>
        <translation>nessuna risposta gold nel file</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n gold answer(s)</source>
        <translation>
            <numerusform>%n risposta gold</numerusform>
            <numerusform>%n risposte gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n gold item(s) without an answer: %1</source>
        <translation>
            <numerusform>%n elemento gold senza risposta: %1</numerusform>
            <numerusform>%n elementi gold senza risposta: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The gold answers are this annotator&apos;s ratings (an expert&apos;s, the study runner&apos;s) on the plan&apos;s gold items: every output and dimension they rated there.</source>
        <translation>Le risposte gold sono le valutazioni di questo annotatore (un esperto, chi conduce lo studio) sugli elementi gold del piano: ogni output e ogni dimensione che ha valutato lì.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How far from --from-annotator&apos;s rating an annotator&apos;s may be and still meet it (default 0).</source>
        <translation>Di quanto la valutazione di un annotatore può discostarsi da quella di --from-annotator continuando a corrispondervi (predefinito: 0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The gold answers are this file&apos;s rows item,system,dimension,expected[,tolerance] (item keys and system names as in the study; a header row may come first).</source>
        <translation>Le risposte gold sono le righe item,system,dimension,expected[,tolerance] di questo file (chiavi degli elementi e nomi dei sistemi come nello studio; può precedere una riga di intestazione).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the gold answers; change nothing.</source>
        <translation>Stampa le risposte gold; non modifica nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove every gold answer.</source>
        <translation>Rimuove ogni risposta gold.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets the known answers of the plan&apos;s gold items (plan --gold), which each annotator&apos;s attention checks compare their ratings with. A set replaces the study&apos;s gold answers, all or nothing.</source>
        <translation>Imposta le risposte note degli elementi gold del piano (plan --gold), con cui i controlli dell&apos;attenzione di ogni annotatore confrontano le sue valutazioni. Un&apos;impostazione sostituisce le risposte gold dello studio, tutto o niente.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>gold needs one of --from-annotator NAME, --csv FILE, --list or --clear, and --tolerance (a number of 0 or more) only with --from-annotator</source>
        <translation>gold richiede uno tra --from-annotator NAME, --csv FILE, --list o --clear, e --tolerance (un numero pari o superiore a 0) solo con --from-annotator</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>removed %n gold answer(s)</source>
        <translation>
            <numerusform>rimossa %n risposta gold</numerusform>
            <numerusform>rimosse %n risposte gold</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the plan has no gold items: mark them with `plan --gold`</source>
        <translation>il piano non ha elementi gold: contrassegnarli con `plan --gold`</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>set %n gold answer(s) %1</source>
        <extracomment>%1 is &quot;on N outputs&quot;</extracomment>
        <translation>
            <numerusform>impostata %n risposta gold %1</numerusform>
            <numerusform>impostate %n risposte gold %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>on %n output(s)</source>
        <translation>
            <numerusform>su %n output</numerusform>
            <numerusform>su %n output</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::cli</name>
    <message>
        <source>cannot read the passphrase file</source>
        <translation type="vanished">impossibile leggere il file della passphrase</translation>
    </message>
    <message>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation type="vanished">la prima riga del file della passphrase è vuota</translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="vanished">sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="vanished">no</translation>
    </message>
    <message>
        <source>task: %1</source>
        <translation type="vanished">compito: %1</translation>
    </message>
    <message>
        <source>seed: %1</source>
        <translation type="vanished">seed: %1</translation>
    </message>
    <message>
        <source>pairs per item: %1</source>
        <translation type="vanished">coppie per elemento: %1</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation type="vanished">tutte le coppie</translation>
    </message>
    <message>
        <source>annotators see system names: %1</source>
        <translation type="vanished">gli annotatori vedono i nomi dei sistemi: %1</translation>
    </message>
    <message>
        <source>annotators see detector boxes: %1</source>
        <translation type="vanished">gli annotatori vedono i riquadri del rilevatore: %1</translation>
    </message>
    <message>
        <source>annotators see the ground truth: %1</source>
        <translation type="vanished">gli annotatori vedono la ground truth: %1</translation>
    </message>
    <message>
        <source>items locked after submit: %1</source>
        <translation type="vanished">elementi bloccati dopo l&apos;invio: %1</translation>
    </message>
    <message>
        <source>break reminder: %1</source>
        <translation type="vanished">promemoria pausa: %1</translation>
    </message>
    <message>
        <source>after %1 min</source>
        <translation type="vanished">dopo %1 min</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">nessuno</translation>
    </message>
    <message>
        <source>protected by a passphrase: %1</source>
        <translation type="vanished">protetto da passphrase: %1</translation>
    </message>
    <message>
        <source>sessions for annotators outside the plan: %1</source>
        <translation type="vanished">sessioni per annotatori fuori dal piano: %1</translation>
    </message>
    <message>
        <source>annotator %1: %2 items planned, %3 submitted</source>
        <translation type="vanished">annotatore %1: %2 elementi pianificati, %3 inviati</translation>
    </message>
    <message>
        <source>The study (.editlens).</source>
        <translation type="vanished">Lo studio (.editlens).</translation>
    </message>
    <message>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation type="vanished">Stampa le impostazioni del piano e gli elementi pianificati e inviati di ogni annotatore; non modifica nulla.</translation>
    </message>
    <message>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation type="vanished">Annotatori per cui pianificare, separati da virgole (ognuno riceve un ordine generato dal seed).</translation>
    </message>
    <message>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation type="vanished">ratings (predefinito), preferences (a coppie, programma bilanciato) o mixed (un elemento su due è una coppia).</translation>
    </message>
    <message>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation type="vanished">Coppie mostrate per elemento di preferenza (predefinito 0 = tutte le coppie).</translation>
    </message>
    <message>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation type="vanished">Seed dello studio (predefinito: il seed attuale del piano).</translation>
    </message>
    <message>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation type="vanished">Sistemi mostrati, separati da virgole (predefinito: tutti i sistemi).</translation>
    </message>
    <message>
        <source>Item ids in the plan (default: every item).</source>
        <translation type="vanished">Id degli elementi nel piano (predefinito: tutti gli elementi).</translation>
    </message>
    <message>
        <source>Item ids of gold / attention items.</source>
        <translation type="vanished">Id degli elementi gold / di controllo dell&apos;attenzione.</translation>
    </message>
    <message>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation type="vanished">Gli annotatori vedono i nomi dei sistemi (per impostazione predefinita vedono Output A, B, …).</translation>
    </message>
    <message>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation type="vanished">Gli annotatori vedono i riquadri di differenza dei rilevatori (una revisione DICE-D).</translation>
    </message>
    <message>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation type="vanished">Gli annotatori vedono i riquadri ground-truth e le immagini di riferimento.</translation>
    </message>
    <message>
        <source>Submitted items stay editable.</source>
        <translation type="vanished">Gli elementi inviati restano modificabili.</translation>
    </message>
    <message>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation type="vanished">Promemoria pausa dopo N minuti di lavoro (predefinito 45, 0 = nessuno).</translation>
    </message>
    <message>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation type="vanished">Testo mostrato agli annotatori sopra le istruzioni della griglia di valutazione.</translation>
    </message>
    <message>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation type="vanished">Cosa succede dopo, mostrato quando un annotatore ha finito.</translation>
    </message>
    <message>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation type="vanished">File la cui prima riga è la passphrase attuale del piano (&apos;-&apos;: standard input); oppure impostare EDITLENS_PLAN_PASSPHRASE.</translation>
    </message>
    <message>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation type="vanished">File la cui prima riga diventa la passphrase del piano (salvata come hash PBKDF2 con salt, mai in chiaro).</translation>
    </message>
    <message>
        <source>Let anyone with the study file change the plan.</source>
        <translation type="vanished">Consente a chiunque abbia il file dello studio di modificare il piano.</translation>
    </message>
    <message>
        <source>A name outside the plan may open a session, after the window asks whether to continue as a new annotator (by default only planned annotators may).</source>
        <translation type="vanished">Un nome fuori dal piano può aprire una sessione, dopo che la finestra ha chiesto se continuare come nuovo annotatore (per impostazione predefinita possono farlo solo gli annotatori del piano).</translation>
    </message>
    <message>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation type="vanished">Imposta il piano di uno studio utenti: l&apos;ordine degli elementi di ogni annotatore generato dal seed, il compito, cosa possono vedere gli annotatori nelle loro sessioni (editlens STUDY --annotator NAME) e la passphrase che protegge il piano.</translation>
    </message>
    <message>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="vanished">plan richiede --annotators NAMES, un --task tra ratings, preferences o mixed, numeri interi pari o superiori a 0 per --pairs-per-item, --break-minutes e --seed, e non entrambi --new-passphrase-file e --remove-passphrase</translation>
    </message>
    <message>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation type="vanished">il piano è protetto da una passphrase: fornirla con --passphrase-file o EDITLENS_PLAN_PASSPHRASE; nulla è stato modificato</translation>
    </message>
    <message>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation type="vanished">non è la passphrase del piano; nulla è stato modificato</translation>
    </message>
    <message>
        <source>the study has no system &apos;%1&apos;</source>
        <translation type="vanished">lo studio non ha alcun sistema &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the study has no item &apos;%1&apos;</source>
        <translation type="vanished">lo studio non ha alcun elemento &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>editlens::core</name>
    <message>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation type="vanished">questo è un file; l&apos;esportazione dice scrive una cartella (indicare una cartella nuova o esistente)</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation type="vanished">impossibile creare la cartella</translation>
    </message>
    <message>
        <source>no visible edit could be made of this photograph</source>
        <translation type="vanished">non è stato possibile creare alcuna modifica visibile da questa fotografia</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation type="vanished">cartella inesistente</translation>
    </message>
    <message>
        <source>the objects file names no image</source>
        <translation type="vanished">il file degli oggetti non indica alcuna immagine</translation>
    </message>
    <message>
        <source>the folder holds no image file</source>
        <translation type="vanished">la cartella non contiene file immagine</translation>
    </message>
    <message>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation type="vanished">non è un&apos;immagine leggibile di almeno 32 pixel per lato; saltata</translation>
    </message>
    <message>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation type="vanished">nessun oggetto copre dallo 0.2 % al 35 % dell&apos;immagine; saltata</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="vanished">annullato</translation>
    </message>
    <message>
        <source>cannot move the images to their folder (does it exist now?)</source>
        <translation type="vanished">impossibile spostare le immagini nella loro cartella (ora esiste già?)</translation>
    </message>
    <message>
        <source>cannot write the manifest</source>
        <translation type="vanished">impossibile scrivere il manifest</translation>
    </message>
    <message>
        <source>the number of pairs must be at least 1</source>
        <translation type="vanished">il numero di coppie deve essere almeno 1</translation>
    </message>
    <message>
        <source>the study already exists; choose another name</source>
        <translation type="vanished">lo studio esiste già; scegliere un altro nome</translation>
    </message>
    <message>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation type="vanished">la cartella delle immagini dello studio esiste già; rimuoverla o scegliere un altro nome</translation>
    </message>
    <message>
        <source>no usable photograph (see the warnings above)</source>
        <translation type="vanished">nessuna fotografia utilizzabile (vedere gli avvisi sopra)</translation>
    </message>
    <message>
        <source>cannot create folder: %1</source>
        <translation type="vanished">impossibile creare la cartella: %1</translation>
    </message>
    <message>
        <source>cannot create folder</source>
        <translation type="vanished">impossibile creare la cartella</translation>
    </message>
    <message>
        <source>item id</source>
        <translation type="vanished">id elemento</translation>
    </message>
    <message>
        <source>instruction</source>
        <translation type="vanished">istruzione</translation>
    </message>
    <message>
        <source>source image</source>
        <translation type="vanished">immagine sorgente</translation>
    </message>
    <message>
        <source>ground-truth image</source>
        <translation type="vanished">immagine ground truth</translation>
    </message>
    <message>
        <source>edited image</source>
        <translation type="vanished">immagine modificata</translation>
    </message>
    <message>
        <source>source caption</source>
        <translation type="vanished">didascalia sorgente</translation>
    </message>
    <message>
        <source>target caption</source>
        <translation type="vanished">didascalia target</translation>
    </message>
    <message>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation type="vanished">il file è vuoto; attesa una riga di intestazione con i nomi delle colonne</translation>
    </message>
    <message>
        <source>%1; the header has: %2</source>
        <translation type="vanished">%1; l&apos;intestazione contiene: %2</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation type="vanished">l&apos;intestazione nomina due volte la colonna &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation type="vanished">la colonna %1 &apos;%2&apos; non è nell&apos;intestazione; contiene: %3</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation type="vanished">la colonna &apos;%1&apos; è mappata due volte (come %2 e come %3)</translation>
    </message>
    <message>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation type="vanished">le colonne &apos;%1&apos; e &apos;%2&apos; sono entrambe attribuite al sistema &apos;%3&apos;; rinominarne una</translation>
    </message>
    <message>
        <source>cannot finish the new study: its log could not be written into the study file (%1)</source>
        <translation type="vanished">impossibile completare il nuovo studio: non è stato possibile scrivere il suo registro nel file dello studio (%1)</translation>
    </message>
    <message>
        <source>cannot move the new study to its name: %1</source>
        <translation type="vanished">impossibile dare al nuovo studio il suo nome: %1</translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceClipStage</name>
    <message>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation type="vanished">non disponibile: nessuna cartella dei modelli indicata (--models DIR o EDITLENS_MODELS)</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation type="vanished">non disponibile: %1</translation>
    </message>
    <message>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation type="vanished">un embedding di immagine CLIP è nullo (%1)</translation>
    </message>
    <message>
        <source>no coherent box lies inside its image (%1)</source>
        <translation type="vanished">nessun riquadro coerente si trova all&apos;interno della sua immagine (%1)</translation>
    </message>
    <message>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation type="vanished">l&apos;elemento non ha né un&apos;istruzione né una didascalia target (%1)</translation>
    </message>
    <message>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation type="vanished">un embedding CLIP è nullo oppure i lati immagine e testo differiscono (%1)</translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because no differences of origin &apos;%3&apos; were recorded for them (never annotated or detected by it)</source>
        <translation type="vanished">non disponibile su %1 di %2 output, perché per essi non sono state registrate differenze dell&apos;origine &apos;%3&apos; (mai annotati o rilevati da essa)</translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because the study has no differences of origin &apos;%3&apos; (it has: %4)</source>
        <translation type="vanished">non disponibile su %1 di %2 output, perché lo studio non ha differenze dell&apos;origine &apos;%3&apos; (ha: %4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">nessuna</translation>
    </message>
    <message>
        <source>not computed on %1 output(s), for example: %2</source>
        <translation type="vanished">non calcolato su %1 output, ad esempio: %2</translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceExport</name>
    <message>
        <source>no output folder named</source>
        <translation type="vanished">nessuna cartella di output indicata</translation>
    </message>
    <message>
        <source>export cancelled</source>
        <translation type="vanished">esportazione annullata</translation>
    </message>
    <message>
        <source>the study has no differences to export</source>
        <translation type="vanished">lo studio non ha differenze da esportare</translation>
    </message>
    <message>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation type="vanished">nessuna differenza dell&apos;origine &apos;%1&apos;; lo studio ha differenze di: %2</translation>
    </message>
</context>
<context>
    <name>editlens::core::EntryWriter</name>
    <message>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation type="vanished">una differenza richiede sia l&apos;immagine originale sia quella modificata, che lo studio non ha</translation>
    </message>
    <message>
        <source>the %1 image of a %2 box has no known size</source>
        <translation type="vanished">l&apos;immagine %1 di un riquadro %2 non ha dimensioni note</translation>
    </message>
    <message>
        <source>original</source>
        <translation type="vanished">originale</translation>
    </message>
    <message>
        <source>edited</source>
        <translation type="vanished">modificata</translation>
    </message>
    <message>
        <source>a box is still normalized</source>
        <translation type="vanished">un riquadro è ancora normalizzato</translation>
    </message>
    <message>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation type="vanished">il riquadro %1 &apos;%2&apos; è vuoto all&apos;interno della sua immagine</translation>
    </message>
    <message>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation type="vanished">la motivazione di &apos;%1&apos; contiene una propria riga Decision:/Answer:, che un lettore DICE prenderebbe per la decisione</translation>
    </message>
    <message>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation type="vanished">elemento &apos;%1&apos;, sistema &apos;%2&apos;: %3</translation>
    </message>
</context>
<context>
    <name>editlens::core::OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation type="vanished">impossibile scrivere: %1</translation>
    </message>
    <message>
        <source>no output file named</source>
        <translation type="vanished">nessun file di output indicato</translation>
    </message>
    <message>
        <source>it is a folder; name a file</source>
        <translation type="vanished">è una cartella; indicare un file</translation>
    </message>
    <message>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation type="vanished">non è né un file regolare, né un dispositivo a caratteri, né una pipe; scrittura rifiutata</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation type="vanished">il file non è aperto</translation>
    </message>
    <message>
        <source>short write</source>
        <translation type="vanished">scrittura incompleta</translation>
    </message>
</context>
<context>
    <name>editlens::core::RowReader</name>
    <message>
        <source>this row has %1 fields but the header has %2</source>
        <translation type="vanished">questa riga ha %1 campi ma l&apos;intestazione ne ha %2</translation>
    </message>
    <message>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation type="vanished">la colonna %1 &apos;%2&apos; è vuota</translation>
    </message>
    <message>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation type="vanished">l&apos;id elemento &apos;%1&apos; è già usato alla riga %2</translation>
    </message>
    <message>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation type="vanished">questa riga non ha immagini nelle colonne modificata o ground truth (%1)</translation>
    </message>
</context>
<context>
    <name>editlens::core::StudyStore</name>
    <message>
        <source>cannot configure the database (%1): %2</source>
        <translation type="obsolete">impossibile configurare il database (%1): %2</translation>
    </message>
    <message>
        <source>cannot write study settings: %1</source>
        <translation type="obsolete">impossibile scrivere le impostazioni dello studio: %1</translation>
    </message>
</context>
<context>
    <name>editlens::core::TableImport</name>
    <message>
        <source>Table of image pairs, CSV or TSV</source>
        <translation type="vanished">Tabella di coppie di immagini, CSV o TSV</translation>
    </message>
    <message>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation type="vanished">Tabella CSV o TSV, una modifica per riga: istruzione, immagine sorgente, colonne di immagini modificate (un sistema ciascuna) e facoltativamente id elemento, ground truth (target) e didascalie; colonne individuate per nome dell&apos;intestazione o mappate</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="vanished">impossibile aprire: %1</translation>
    </message>
    <message>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation type="vanished">nessuna colonna è mappata a %1 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation type="vanished">nessuna colonna è mappata a un&apos;immagine modificata (&apos;output&apos;) o alla ground truth (&apos;target&apos;)</translation>
    </message>
    <message>
        <source>import cancelled; the study was not changed</source>
        <translation type="vanished">importazione annullata; lo studio non è stato modificato</translation>
    </message>
    <message>
        <source>the table has a header but no rows</source>
        <translation type="vanished">la tabella ha un&apos;intestazione ma nessuna riga</translation>
    </message>
</context>
<context>
    <name>editlens::core::synth</name>
    <message>
        <source>&apos;%1&apos; must be an array</source>
        <translation type="vanished">&apos;%1&apos; deve essere un array</translation>
    </message>
    <message>
        <source>cannot open the objects file: %1</source>
        <translation type="vanished">impossibile aprire il file degli oggetti: %1</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="vanished">JSON non valido: %1</translation>
    </message>
    <message>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation type="vanished">atteso un oggetto COCO con &apos;images&apos;, &apos;annotations&apos; e &apos;categories&apos;</translation>
    </message>
    <message>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation type="vanished">la categoria %1 richiede un &apos;id&apos; intero e un &apos;name&apos;</translation>
    </message>
    <message>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation type="vanished">l&apos;immagine %1 richiede un &apos;id&apos; intero e un &apos;file_name&apos;</translation>
    </message>
    <message>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation type="vanished">immagine %1: &apos;%2&apos; deve essere un numero intero positivo</translation>
    </message>
    <message>
        <source>image id %1 is given twice</source>
        <translation type="vanished">l&apos;id immagine %1 è indicato due volte</translation>
    </message>
    <message>
        <source>annotation %1: %2</source>
        <translation type="vanished">annotazione %1: %2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="vanished">deve essere un oggetto</translation>
    </message>
    <message>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation type="vanished">&apos;image_id&apos; deve indicare un&apos;immagine del file</translation>
    </message>
    <message>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation type="vanished">&apos;category_id&apos; deve indicare una categoria del file</translation>
    </message>
    <message>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation type="vanished">&apos;bbox&apos; deve essere [x, y, width, height] con larghezza e altezza di almeno 0</translation>
    </message>
    <message>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation type="vanished">&apos;segmentation&apos; deve essere una lista di poligoni [x0, y0, x1, y1, ...] di almeno tre punti ciascuno</translation>
    </message>
    <message>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation type="vanished">il file non contiene oggetti da modificare (nessuna annotazione con un poligono o un riquadro)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AlignmentDock</name>
    <message>
        <location filename="../ui/alignmentview/alignmentdock.cpp" line="+45"/>
        <source>Alignment</source>
        <translation>Allineamento</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>VIEScore: tanh(mean ρ)</source>
        <translation>VIEScore: tanh(media ρ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fisher: tanh(mean atanh ρ)</source>
        <translation>Fisher: tanh(media atanh ρ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of ρ</source>
        <translation>Media di ρ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pooled: one ρ over all outputs</source>
        <translation>Aggregato: un solo ρ su tutti gli output</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the per-system correlations are combined: tanh of their mean as in VIEScore&apos;s code (Ku et al., 2024), the Fisher z mean, the plain mean, or one correlation pooled over all outputs.</source>
        <translation>Come vengono combinate le correlazioni per sistema: tanh della loro media come nel codice di VIEScore (Ku et al., 2024), la media con la z di Fisher, la media semplice oppure una sola correlazione aggregata su tutti gli output.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Metrics</source>
        <translation>Metriche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System pairs</source>
        <translation>Coppie di sistemi</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dimension:</source>
        <translation>Dimensione:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Protocol:</source>
        <translation>Protocollo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>Metrica:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a study to see how well the metrics agree with the people.</source>
        <translation>Apra uno studio per vedere quanto le metriche concordano con le persone.</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Computing…</source>
        <translation>Calcolo in corso…</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1 ratings · %2 items · %3</source>
        <translation>%1 valutazioni · %2 elementi · %3</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Reading the ratings…</source>
        <translation>Lettura delle valutazioni…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the ratings: %1</source>
        <translation>Impossibile leggere le valutazioni: %1</translation>
    </message>
    <message>
        <source>%1 ratings · %2 items · %3 systems</source>
        <translation type="vanished">%1 valutazioni · %2 elementi · %3 sistemi</translation>
    </message>
    <message numerus="yes">
        <location line="+140"/>
        <source> · subset %1: %n output(s)</source>
        <translation>
            <numerusform> · sottoinsieme %1: %n output</numerusform>
            <numerusform> · sottoinsieme %1: %n output</numerusform>
        </translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1 (lower is better)</source>
        <translation>%1 (più basso è meglio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>people: %1</source>
        <translation>persone: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationController</name>
    <message>
        <location filename="../ui/annotate/annotationcontroller.cpp" line="+78"/>
        <source>&amp;Annotate</source>
        <translation>A&amp;nnota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch &amp;Annotator…</source>
        <translation>Cambia &amp;annotatore…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rate Next Unrated Item</source>
        <translation>&amp;Valuta il prossimo elemento non valutato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation>&amp;Invia elemento e passa al successivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;vise Item…</source>
        <translation>&amp;Rivedi elemento…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prefer &amp;Left</source>
        <translation>Preferenza: &amp;sinistra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer &amp;Right</source>
        <translation>Preferenza: &amp;destra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tie</source>
        <translation>&amp;Pari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Both Bad</source>
        <translation>&amp;Entrambe scadenti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit &amp;Tools</source>
        <translation>S&amp;trumenti di modifica</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next Output with Unreviewed &amp;Detector Boxes</source>
        <translation>Output successivo con riquadri del rilevat&amp;ore non rivisti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Incomplete Output</source>
        <translation>Output successivo in&amp;completo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Unreviewed ▸</source>
        <translation>Successivo non rivisto ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Incomplete ▸</source>
        <translation>Successivo incompleto ▸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>R&amp;ubric…</source>
        <translation>&amp;Griglia di valutazione…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan…</source>
        <translation>Piano dello st&amp;udio…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open a study first</source>
        <translation>apra prima uno studio</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">un annotatore deve avere un nome</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot switch the annotator</source>
        <translation>Impossibile cambiare annotatore</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+124"/>
        <source>Cannot read the study plan</source>
        <translation>Impossibile leggere il piano dello studio</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1 has judged every item of the plan.</source>
        <translation>%1 ha valutato tutti gli elementi del piano.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose an annotator first (Annotate → Switch Annotator…).</source>
        <translation>Scelga prima un annotatore (Annota → Cambia annotatore…).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot find the next output</source>
        <translation>Impossibile trovare l&apos;output successivo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has marked every output complete.</source>
        <translation>%1 ha segnato come completati tutti gli output.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has reviewed every detector box of the study.</source>
        <translation>%1 ha rivisto tutti i riquadri del rilevatore dello studio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is the last output %1 has not marked complete.</source>
        <translation>Questo è l&apos;ultimo output che %1 non ha segnato come completato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last output with detector boxes %1 has not reviewed.</source>
        <translation>Questo è l&apos;ultimo output con riquadri del rilevatore che %1 non ha rivisto.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Item %1 submitted.</source>
        <translation>Elemento %1 inviato.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot read the study</source>
        <translation>Impossibile leggere lo studio</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <source>Cannot save the rubric</source>
        <translation>Impossibile salvare la griglia di valutazione</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Study plan saved.</source>
        <translation>Piano dello studio salvato.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationDock</name>
    <message>
        <location filename="../ui/annotate/annotationdock.cpp" line="+23"/>
        <source>Annotate</source>
        <translation>Annota</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revise…</source>
        <translation>Rivedi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All outputs side by side</source>
        <translation>Tutti gli output affiancati</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Keys: 1–9 rate the framed dimension · Tab next dimension / output · Ctrl+Enter submit and go to the next item · Ctrl+Z undo</source>
        <translation>Tasti: 1–9 valuta la dimensione evidenziata · Tab dimensione / output successivo · Ctrl+Enter invia e passa all&apos;elemento successivo · Ctrl+Z annulla</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rate every output of the item in its own column, or one output at a time</source>
        <translation>Valuta ogni output dell&apos;elemento nella propria colonna, oppure un output alla volta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-open this submitted item; you will be asked for a reason, which is logged</source>
        <translation>Riapre questo elemento inviato; le verrà chiesto un motivo, che viene registrato</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a study to annotate.</source>
        <translation>Apra uno studio per annotare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose an annotator (Annotate → Switch Annotator…) to rate.</source>
        <translation>Scelga un annotatore (Annota → Cambia annotatore…) per valutare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted and locked — read-only.</source>
        <translation>Inviato e bloccato — sola lettura.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted (revisions are allowed in this study).</source>
        <translation>Inviato (in questo studio le revisioni sono consentite).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not submitted yet.</source>
        <translation>Non ancora inviato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 items done</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 elementi completati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotator: %1 · %2</source>
        <translation>Annotatore: %1 · %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Revise Item</source>
        <translation>Rivedi elemento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why does this submitted item need a change? (logged)</source>
        <translation>Perché questo elemento inviato deve essere modificato? (viene registrato)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorDialog</name>
    <message>
        <location filename="../ui/annotate/annotatordialog.cpp" line="+22"/>
        <source>Annotator</source>
        <translation>Annotatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who is annotating? Every judgement is stored with this name.</source>
        <translation>Chi sta annotando? Ogni giudizio viene salvato con questo nome.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>or a new annotator&apos;s name</source>
        <translation>oppure il nome di un nuovo annotatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New:</source>
        <translation>Nuovo:</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorWindow</name>
    <message>
        <location filename="../ui/session/annotatorwindow_layout.cpp" line="+47"/>
        <source>Instructions (F1)</source>
        <translation>Istruzioni (F1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Original</source>
        <translation>Originale</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reference result</source>
        <translation>Risultato di riferimento</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Submit and go to the next item (Ctrl+Enter)</source>
        <translation>Invia e passa all&apos;elemento successivo (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Session</source>
        <translation>&amp;Sessione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Istruzioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation>In&amp;via elemento e passa al successivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take a &amp;Break</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan (Passphrase)…</source>
        <translation>Piano dello &amp;studio (passphrase)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">un annotatore deve avere un nome</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow_open.cpp" line="+62"/>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
    <message>
        <source>Connected to the server again: every rating made meanwhile is saved there.</source>
        <translation type="vanished">Di nuovo connesso al server: ogni valutazione fatta nel frattempo è salvata lì.</translation>
    </message>
    <message numerus="yes">
        <source>The server cannot be reached. %n rating(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation type="vanished">
            <numerusform>Il server non è raggiungibile. %n valutazione conservata su questo computer; sarà inviata quando torna (nuovo tentativo ogni pochi secondi).</numerusform>
            <numerusform>Il server non è raggiungibile. %n valutazioni conservate su questo computer; saranno inviate quando torna (nuovo tentativo ogni pochi secondi).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connected to the server again: every answer given meanwhile is saved there.</source>
        <translation>Di nuovo connesso al server: ogni risposta data nel frattempo è salvata lì.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The server cannot be reached. %n answer(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation>
            <numerusform>Il server non è raggiungibile. %n risposta conservata su questo computer; viene inviata quando torna (nuovo tentativo ogni pochi secondi).</numerusform>
            <numerusform>Il server non è raggiungibile. %n risposte conservate su questo computer; vengono inviate quando torna (nuovo tentativo ogni pochi secondi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n answer(s) could not be stored on the server: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n risposta non ha potuto essere salvata sul server: %1. È conservata a parte su questo computer (%2).</numerusform>
            <numerusform>%n risposte non hanno potuto essere salvate sul server: %1. Sono conservate a parte su questo computer (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>EditLens — annotating as %1</source>
        <translation>EditLens — annotazione come %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; has no plan in this study; a session opens only for an annotator of its plan (the person running the study can add &apos;%1&apos; to the plan)</source>
        <translation>&apos;%1&apos; non ha un piano in questo studio; una sessione si apre solo per un annotatore del suo piano (la persona che conduce lo studio può aggiungere &apos;%1&apos; al piano)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; has no plan in this study; did you mean &apos;%2&apos;?</source>
        <translation>&apos;%1&apos; non ha un piano in questo studio; intendeva &apos;%2&apos;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no plan in this study; no session was opened</source>
        <translation>&apos;%1&apos; non ha un piano in questo studio; non è stata aperta alcuna sessione</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no plan in this study — continue as a new annotator?</source>
        <translation>%1 non ha un piano in questo studio — continuare come nuovo annotatore?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The plan has %1. If that is you, choose No and open the session as %1.</source>
        <translation>Il piano contiene %1. Se è Lei, scelga No e apra la sessione come %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New annotator</source>
        <translation>Nuovo annotatore</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+144"/>
        <source>Time for a break</source>
        <translation>È ora di una pausa</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have been working for %n minute(s). Rest your eyes for a few minutes: everything is saved, and the item waits for you.</source>
        <translation>
            <numerusform>Sta lavorando da %n minuto. Riposi gli occhi per qualche minuto: è tutto salvato e l&apos;elemento La aspetta.</numerusform>
            <numerusform>Sta lavorando da %n minuti. Riposi gli occhi per qualche minuto: è tutto salvato e l&apos;elemento La aspetta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything is saved, and the item waits for you.</source>
        <translation>È tutto salvato e l&apos;elemento La aspetta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Everything you answered is saved in the study; there is nothing else to do. You can close this window now. The person running the study collects the results; if you want to change an answer, ask them.</source>
        <translation>Tutte le Sue risposte sono salvate nello studio; non c&apos;è altro da fare. Ora può chiudere questa finestra. La persona che conduce lo studio raccoglierà i risultati; se desidera modificare una risposta, si rivolga a lei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you — all done!</source>
        <translation>Grazie — tutto completato!</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have judged all %n item(s) of your plan.</source>
        <translation>
            <numerusform>Ha valutato l&apos;intero piano: %n elemento.</numerusform>
            <numerusform>Ha valutato tutti i %n elementi del Suo piano.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;i&gt;No instruction was given for this item.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Per questo elemento non è stata data alcuna istruzione.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instruction: &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>Istruzione: &lt;b&gt;“%1”&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Left: %1</source>
        <translation>Sinistra: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: %1</source>
        <translation>Destra: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 of %n item(s) done</source>
        <extracomment>The progress bar&apos;s text: %1 items done of the %n in the annotator&apos;s plan</extracomment>
        <translation>
            <numerusform>%1 di %n elemento completato</numerusform>
            <numerusform>%1 di %n elementi completati</numerusform>
        </translation>
    </message>
    <message>
        <source>no image</source>
        <translation type="vanished">nessuna immagine</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation type="vanished">caricamento…</translation>
    </message>
    <message>
        <source>cannot read the image</source>
        <translation type="vanished">impossibile leggere l&apos;immagine</translation>
    </message>
    <message>
        <source>%1 of %2 items done</source>
        <extracomment>%v items done of %m in the annotator&apos;s plan</extracomment>
        <translation type="vanished">%1 di %2 elementi completati</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Please answer every question first: the one in focus has no answer yet.</source>
        <translation>Risponda prima a tutte le domande: quella selezionata non ha ancora una risposta.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Please answer the question about every detector box first.</source>
        <translation>Risponda prima alla domanda su ogni riquadro del rilevatore.</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow_layout.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Rimpicciolisci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Images</source>
        <translation>&amp;Adatta le immagini</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+18"/>
        <source>Submitted and kept on this computer. The server cannot be reached: the next item appears as soon as it is back.</source>
        <translation>Inviato e conservato su questo computer. Il server non è raggiungibile: l&apos;elemento successivo appare appena torna.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Study Plan</source>
        <translation>Piano dello studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan of this study is set by the person running it and cannot be changed from an annotator&apos;s session.</source>
        <translation>Il piano di questo studio è stabilito da chi lo conduce e non può essere modificato da una sessione di annotazione.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the study</source>
        <translation>Impossibile aprire lo studio</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorsDock</name>
    <message>
        <location filename="../ui/docks/annotatorsdock.cpp" line="+32"/>
        <source>Annotators</source>
        <translation>Annotatori</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+145"/>
        <location line="+12"/>
        <source>Exclude from alignment</source>
        <translation>Escludi dall&apos;allineamento</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Annotator</source>
        <translation>Annotatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Submitted / planned</source>
        <translation>Inviati / pianificati</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged items</source>
        <translation>Elementi giudicati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds per item</source>
        <translation>Secondi per elemento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed checks</source>
        <translation>Controlli falliti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agreement (r)</source>
        <translation>Accordo (r)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>Allineamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time on an item (median in brackets)</source>
        <translation>Tempo medio su un elemento (mediana tra parentesi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention checks failed: gold answers missed, of those taken</source>
        <translation>Controlli dell&apos;attenzione falliti: risposte gold mancate, su quelle sostenute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pearson r between their ratings and the mean of the other annotators&apos; ratings of the same output and dimension (n: ratings shared with at least one other)</source>
        <translation>r di Pearson tra le sue valutazioni e la media delle valutazioni degli altri annotatori per lo stesso output e la stessa dimensione (n: valutazioni condivise con almeno un altro)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>excluded</source>
        <translation>escluso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>included</source>
        <translation>incluso</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+12"/>
        <source>Include in alignment</source>
        <translation>Includi nell&apos;allineamento</translation>
    </message>
    <message>
        <source>Gold met</source>
        <translation type="vanished">Controlli superati</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Reading…</source>
        <translation>Lettura…</translation>
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
        <translation type="vanished">%1 su %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n annotator(s)</source>
        <translation>
            <numerusform>%n annotatore</numerusform>
            <numerusform>%n annotatori</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::BoxReview</name>
    <message>
        <location filename="../ui/session/boxreview.cpp" line="+83"/>
        <source>A real change,
asked for</source>
        <translation>Modifica reale,
richiesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The box marks a real change that the instruction asked for</source>
        <translation>Il riquadro indica una modifica reale richiesta dall&apos;istruzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real change,
not asked for</source>
        <translation>Modifica reale,
non richiesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The box marks a real change that the instruction did not ask for</source>
        <translation>Il riquadro indica una modifica reale non richiesta dall&apos;istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such
change</source>
        <translation>Nessuna
modifica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing changed there, or not what the box says</source>
        <translation>Lì non è cambiato nulla, o non ciò che dice il riquadro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Box %1: %2 %3</source>
        <translation>Riquadro %1: %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The detector&apos;s boxes on %1: is each a real change, and did the instruction ask for it?</source>
        <translation>I riquadri del rilevatore su %1: ognuno è una modifica reale, e l&apos;istruzione la richiedeva?</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Review box %1</source>
        <translation>Rivedi il riquadro %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparisonview_overlays.cpp" line="+128"/>
        <source>Left · %1</source>
        <translation>Sinistra · %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right · %1</source>
        <translation>Destra · %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+9"/>
        <source>Difference Evaluation</source>
        <translation>Valutazione delle differenze</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the tables again from the study file (for example after a score run in a terminal)</source>
        <translation>Ricalcola le tabelle dal file dello studio (ad esempio dopo un calcolo dei punteggi in un terminale)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No study open.</source>
        <translation>Nessuno studio aperto.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Computing…</source>
        <translation>Calcolo in corso…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computed from the study as saved.</source>
        <translation>Calcolato dallo studio così come è stato salvato.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesDock</name>
    <message>
        <location filename="../ui/docks/differencesdock.cpp" line="+91"/>
        <source>Differences</source>
        <translation>Differenze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept Difference</source>
        <translation>Accetta differenza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject Difference</source>
        <translation>Rifiuta differenza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coherent: YES</source>
        <translation>Coerente: SÌ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent: NO</source>
        <translation>Coerente: NO</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hide differences whose confidence is under this threshold</source>
        <translation>Nasconde le differenze con confidenza inferiore a questa soglia</translation>
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
        <translation>Accetta il riquadro del rilevatore selezionato come un cambiamento reale: diventa la Sua annotazione (verità) quando segna l&apos;output come completo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject the selected detector box: not a change, or not there; it never counts as truth</source>
        <translation>Rifiuta il riquadro del rilevatore selezionato: non è un cambiamento, o non c&apos;è; non conta mai come verità</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete: No Further Differences</source>
        <translation>Completo: nessun&apos;altra differenza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark this output complete: its differences are the whole truth, so it joins the difference-detection evaluation set (detections on it that match nothing count as false positives, even when it has no difference)</source>
        <translation>Segna questo output come completo: le sue differenze sono l&apos;intera verità, quindi entra nell&apos;insieme di valutazione del rilevamento delle differenze (i rilevamenti su di esso che non corrispondono a nulla contano come falsi positivi, anche se non ha differenze)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidence</source>
        <translation>Confidenza</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Rationale (optional)</source>
        <translation>Motivazione (facoltativa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why:</source>
        <translation>Perché:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Label:</source>
        <translation>Etichetta:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accepted and relabelled proposals count as your annotation (truth) once you mark the output complete; rejected ones do not.</source>
        <translation>Le proposte accettate e rietichettate contano come la Sua annotazione (verità) quando segna l&apos;output come completo; quelle rifiutate no.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A detector is still scored on what it proposed: an accepted box is a hit for it, a box relabelled to another op a miss for the op it guessed.</source>
        <translation>Un rilevatore viene comunque valutato su ciò che ha proposto: un riquadro accettato è un successo per esso, un riquadro rietichettato con un&apos;altra op è un errore per l&apos;op che aveva ipotizzato.</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Relabel box</source>
        <translation>Rietichetta riquadro</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n differenza</numerusform>
            <numerusform>%n differenze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n difference(s) shown</source>
        <translation>
            <numerusform>%1 di %n differenza mostrata</numerusform>
            <numerusform>%1 di %n differenze mostrate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesModel</name>
    <message>
        <location filename="../ui/itemmodels/differencesmodel.cpp" line="+105"/>
        <source>DICE (imported)</source>
        <translation>DICE (importato)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detector: %1</source>
        <translation>rilevatore: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator: %1</source>
        <translation>annotatore: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation>ground truth</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ground truth (%1)</source>
        <translation>ground truth (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>accepted</source>
        <translation>accettata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rejected</source>
        <translation>rifiutata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relabelled</source>
        <translation>rietichettata</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>YES</source>
        <translation>SÌ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>NO</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No coherence label</source>
        <translation>Nessuna etichetta di coerenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no rationale)</source>
        <translation>(nessuna motivazione)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled by %1</source>
        <translation>etichettata da %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No confidence: only a detector&apos;s boxes have one</source>
        <translation>Nessuna confidenza: solo i riquadri di un rilevatore ne hanno una</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conf.</source>
        <translation>Conf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent</source>
        <translation>Coerente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DisagreementView</name>
    <message>
        <location filename="../ui/alignmentview/disagreementview.cpp" line="+56"/>
        <location line="+195"/>
        <source>Click a row: its worst pair, with both outputs&apos; numbers, is shown here.</source>
        <translation>Faccia clic su una riga: qui viene mostrata la sua coppia peggiore, con i valori di entrambi gli output.</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Edit type:</source>
        <translation>Tipo di modifica:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>Sistema:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — “%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One output: its rank by the metric is %1 of the study&apos;s range away from its rank by the people.</source>
        <translation>Un output: il suo rango secondo la metrica dista %1 dell&apos;intervallo dello studio dal suo rango secondo le persone.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>People prefer &lt;b&gt;%1&lt;/b&gt; over &lt;b&gt;%2&lt;/b&gt; on %3: mean %4 vs %5 (gap %6).</source>
        <translation>Le persone preferiscono &lt;b&gt;%1&lt;/b&gt; a &lt;b&gt;%2&lt;/b&gt; su %3: media %4 contro %5 (scarto %6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 prefers &lt;b&gt;%2&lt;/b&gt;: %3 vs %4 for %5 (%6 is better).</source>
        <translation>%1 preferisce &lt;b&gt;%2&lt;/b&gt;: %3 contro %4 per %5 (%6 è meglio).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower</source>
        <translation>più basso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>higher</source>
        <translation>più alto</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %2 comparable pair(s) reversed; %n metric tie(s) left out (no information).</source>
        <translation>
            <numerusform>Coppie confrontabili invertite: %1 su %2; %n parità della metrica esclusa (nessuna informazione).</numerusform>
            <numerusform>Coppie confrontabili invertite: %1 su %2; %n parità della metrica escluse (nessuna informazione).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Driven by %1.</source>
        <translation>Determinato da %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+10"/>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>computing…</source>
        <translation>calcolo in corso…</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::EditTools</name>
    <message>
        <location filename="../ui/annotate/edittools.cpp" line="+23"/>
        <source>Select / Move</source>
        <translation>Seleziona / Sposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Box</source>
        <translation>Disegna riquadro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Brush</source>
        <translation>Pennello maschera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Eraser</source>
        <translation>Gomma maschera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Box → Mask (GrabCut)</source>
        <translation>Riquadro → Maschera (GrabCut)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select boxes; drag an annotator&apos;s box or its corner handles to move or resize it</source>
        <translation>Seleziona i riquadri; trascini il riquadro di un annotatore o le sue maniglie d&apos;angolo per spostarlo o ridimensionarlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag on the original for a REMOVE box, on an output for an EDIT box</source>
        <translation>Trascini sull&apos;originale per un riquadro REMOVE, su un output per un riquadro EDIT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint the mask of the chosen kind</source>
        <translation>Dipinge la maschera del tipo scelto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase the mask of the chosen kind</source>
        <translation>Cancella la maschera del tipo scelto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a box around an object: GrabCut segments it into the mask</source>
        <translation>Trascini un riquadro attorno a un oggetto: GrabCut lo segmenta nella maschera</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete Box</source>
        <translation>Elimina riquadro</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Mask:</source>
        <translation>Maschera:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_edit (on the output)</source>
        <translation>M_edit (sull&apos;output)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M_origin (on the original)</source>
        <translation>M_origin (sull&apos;originale)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> Radius:</source>
        <translation> Raggio:</translation>
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
        <translation>Differenze di:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 (folder)</source>
        <translation>%1 (cartella)</translation>
    </message>
    <message>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes), an annotator or a detector</source>
        <translation type="vanished">Di chi scrivere le differenze: &quot;truth&quot; (la ground truth e, sugli output segnati come completi, i riquadri degli annotatori che li hanno completati), un annotatore o un rilevatore</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes: drawn, or detector boxes they accepted or relabelled), an annotator (the boxes they drew, accepted or relabelled) or a detector (its boxes as it proposed them)</source>
        <translation>Di chi scrivere le differenze: &quot;truth&quot; (la ground truth e, sugli output segnati come completi, i riquadri degli annotatori che li hanno completati: disegnati, o riquadri del rilevatore che hanno accettato o rietichettato), un annotatore (i riquadri che ha disegnato, accettato o rietichettato) o un rilevatore (i suoi riquadri così come li ha proposti)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Into folder:</source>
        <translation>Nella cartella:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To file:</source>
        <translation>Nel file:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder (created when missing)</source>
        <translation>una cartella (creata se mancante)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a .%1 file</source>
        <translation>un file .%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export into Folder</source>
        <translation>Esporta in una cartella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to File</source>
        <translation>Esporta in un file</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ImportDialog</name>
    <message>
        <location filename="../ui/importdialog.cpp" line="+40"/>
        <source>Instruction</source>
        <translation>Istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source image</source>
        <translation>Immagine sorgente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited image (one system)</source>
        <translation>Immagine modificata (un sistema)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground-truth image (target)</source>
        <translation>Immagine ground truth (target)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item id</source>
        <translation>Id elemento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source caption</source>
        <translation>Didascalia sorgente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target caption</source>
        <translation>Didascalia target</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Columns:</source>
        <translation>Colonne:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+53"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>a file or a folder</source>
        <translation>un file o una cartella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File…</source>
        <translation>File…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder…</source>
        <translation>Cartella…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Detect automatically</source>
        <translation>Rileva automaticamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder</source>
        <translation>EditLens sceglie il formato che riconosce il file o la cartella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (folder)</source>
        <translation>%1 (cartella)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Column</source>
        <translation>Colonna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>Contenuto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What each column of the table holds. Every edited-image column becomes one editing system, named after the column unless you name it.</source>
        <translation>Cosa contiene ogni colonna della tabella. Ogni colonna di immagini modificate diventa un sistema di modifica, con il nome della colonna se non gliene assegna uno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source:</source>
        <translation>Sorgente:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>editing system, for files that do not name it</source>
        <translation>sistema di modifica, per i file che non lo indicano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotator, for rating files that do not name one</source>
        <translation>annotatore, per i file di valutazioni che non ne indicano uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric id, for judge or score files (e.g. viescore_gpt4o)</source>
        <translation>id della metrica, per file di giudici o di punteggi (ad es. viescore_gpt4o)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairwise judge, for files of judge votes (default: the folder&apos;s name)</source>
        <translation>giudice a coppie, per file di voti di giudici (predefinito: il nome della cartella)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>Sistema:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotator:</source>
        <translation>Annotatore:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>Metrica:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge:</source>
        <translation>Giudice:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names:</source>
        <translation>Nomi:</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Import File</source>
        <translation>Importa file</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import Folder</source>
        <translation>Importa cartella</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Detected: %1. %2</source>
        <translation>Rilevato: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder.</source>
        <translation>EditLens sceglie il formato che riconosce il file o la cartella.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table is a file (.csv or .tsv), not a folder.</source>
        <translation>Una tabella è un file (.csv o .tsv), non una cartella.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not imported</source>
        <translation>Non importato</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Choose a file or a folder to import.</source>
        <translation>Scelga un file o una cartella da importare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file or folder at this path.</source>
        <translation>In questo percorso non c&apos;è alcun file o cartella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is the study itself; choose another file.</source>
        <translation>Questo è lo studio stesso; scelga un altro file.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens cannot tell the format of this input: choose its format in the Format list.</source>
        <translation>EditLens non riesce a determinare il formato di questo input: ne scelga il formato nell&apos;elenco Formato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: choose what the columns hold in the Columns table.</source>
        <translation>%1: scelga il contenuto delle colonne nella tabella Colonne.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::InstructionsPage</name>
    <message>
        <location filename="../ui/session/sessionpages.cpp" line="+29"/>
        <location line="+77"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Instructions</source>
        <translation>Istruzioni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each item shows an original image, the instruction given to an image editor, and the edited images it produced. The editors are not named: judge only what you see.</source>
        <translation>Ogni elemento mostra un&apos;immagine originale, l&apos;istruzione data a un editor di immagini e le immagini modificate che ha prodotto. Gli editor non sono indicati per nome: giudichi solo ciò che vede.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The questions</source>
        <translation>Le domande</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On some items you compare two edited images side by side: for each question, say which one is better, that they are about the same, or that both are bad.</source>
        <translation>In alcuni elementi confronterà due immagini modificate affiancate: per ogni domanda indichi quale è migliore, se sono più o meno uguali o se sono entrambe scadenti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>answer the question in focus (the n-th button)</source>
        <translation>risponde alla domanda selezionata (l&apos;n-esimo pulsante)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>the previous / next answer</source>
        <translation type="vanished">la risposta precedente / successiva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>move the dashed highlight between the answers (this saves nothing)</source>
        <translation>sposta l&apos;evidenziazione tratteggiata tra le risposte (non salva nulla)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Return</source>
        <translation>Spazio / Invio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>save the highlighted answer</source>
        <translation>salva la risposta evidenziata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+← / Shift+→ / Shift+↓ / B</source>
        <translation>Shift+← / Shift+→ / Shift+↓ / B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when two images are compared: left is better / right is better / about the same / both bad</source>
        <translation>quando si confrontano due immagini: sinistra migliore / destra migliore / più o meno uguali / entrambe scadenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab, ↓ / ↑</source>
        <translation>Tab / Shift+Tab, ↓ / ↑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous question (then the next image)</source>
        <translation>la domanda successiva / precedente (poi l&apos;immagine successiva)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Down / Page Up</source>
        <translation>Page Down / Page Up</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous image</source>
        <translation>l&apos;immagine successiva / precedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Canc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear the answer in focus</source>
        <translation>cancella la risposta selezionata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undo / redo</source>
        <translation>annulla / ripeti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>submit the item and go on to the next</source>
        <translation>invia l&apos;elemento e passa al successivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O (held)</source>
        <translation>O (tenuto premuto)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the original in place of the edited image(s), to flicker between them</source>
        <translation>l&apos;originale al posto dell&apos;immagine o delle immagini modificate, per alternarle rapidamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel</source>
        <translation>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+rotellina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom all images in / out / back to fit</source>
        <translation>ingrandisce / rimpicciolisce tutte le immagini / le riadatta alla finestra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>these instructions</source>
        <translation>queste istruzioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every answer is saved the moment you give it; you can stop and come back at any time.</source>
        <translation>Ogni risposta viene salvata nel momento in cui la dà; può interrompere e tornare in qualsiasi momento.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to work</source>
        <translation>Torna al lavoro</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ItemListModel</name>
    <message>
        <location filename="../ui/itemmodels/itemlistmodel.cpp" line="+162"/>
        <source>not computed</source>
        <translation>non calcolato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean over the item&apos;s outputs: %1</source>
        <translation>media sugli output dell&apos;elemento: %1</translation>
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
            <numerusform>%n output valutato</numerusform>
            <numerusform>%n output valutati</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unrated</source>
        <translation>non valutato</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Mean of %1 over the item&apos;s outputs</source>
        <translation>Media di %1 sugli output dell&apos;elemento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation>Istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation>Sistemi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit type</source>
        <translation>Tipo di modifica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated</source>
        <translation>Valutato</translation>
    </message>
</context>
<context>
    <name>editlens::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+197"/>
        <source>Output:</source>
        <translation>Output:</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Open a study (File → Open) or create one (File → New).</source>
        <translation>Apra uno studio (File → Apri) o ne crei uno (File → Nuovo).</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+101"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+127"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+3"/>
        <source>&amp;New Study…</source>
        <translation>&amp;Nuovo studio…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Study…</source>
        <translation>&amp;Apri studio…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import File…</source>
        <translation>&amp;Importa file…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import &amp;Folder…</source>
        <translation>Importa &amp;cartella…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../ui/compare/compareactions.cpp" line="+35"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+6"/>
        <source>&amp;Next Item</source>
        <translation>Elemento &amp;successivo</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>Brush cleared: the browser shows every item again.</source>
        <translation>Selezione rimossa: il browser mostra di nuovo tutti gli elementi.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The browser shows the %n brushed item(s); click an empty spot of the plot to clear.</source>
        <translation>
            <numerusform>Il browser mostra %n elemento selezionato; faccia clic su un punto vuoto del grafico per annullare.</numerusform>
            <numerusform>Il browser mostra i %n elementi selezionati; faccia clic su un punto vuoto del grafico per annullare.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot store BPM</source>
        <translation>Impossibile salvare BPM</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Study</source>
        <translation>Studio</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="-6"/>
        <source>Export &amp;Report…</source>
        <translation>Esporta re&amp;port…</translation>
    </message>
    <message>
        <location filename="../ui/undoactions.cpp" line="+22"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+37"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+101"/>
        <source>&amp;Go</source>
        <translation>&amp;Vai</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Item</source>
        <translation>Elemento &amp;precedente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next &amp;Output</source>
        <translation>&amp;Output successivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Study</source>
        <translation>&amp;Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score…</source>
        <translation>&amp;Punteggi…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compareactions.cpp" line="+2"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Rimpicciolisci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Dimensioni reali</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Side by Side</source>
        <translation>&amp;Fianco a fianco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Grid of All Outputs</source>
        <translation>&amp;Griglia di tutti gli output</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;wipe</source>
        <translation>&amp;Scorrimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;licker Mode</source>
        <translation>Modalità &amp;lampeggio</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Show O&amp;verlays</source>
        <translation>Mostra s&amp;ovrapposizioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Flicker Toggle</source>
        <translation>Al&amp;terna lampeggio</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>La&amp;yers</source>
        <translation>Li&amp;velli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Difference Boxes</source>
        <translation>Riquadri di &amp;differenza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Heat-Map</source>
        <translation>&amp;Mappa di calore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_origin (o1 in the &amp;Original)</source>
        <translation>BPM M_origin (o1 nell&apos;&amp;originale)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_edit (o2 in the O&amp;utput)</source>
        <translation>BPM M_edit (o2 nell&apos;o&amp;utput)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_origin ∪ M_&amp;edit</source>
        <translation>BPM M_origin ∪ M_&amp;edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM &amp;Preserved Region</source>
        <translation>BPM regione &amp;conservata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM &amp;Boxes and S_modify Crops</source>
        <translation>BPM ri&amp;quadri e ritagli S_modify</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;BPM Rules</source>
        <translation>Regole &amp;BPM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the &amp;Paper Defines Them</source>
        <translation>Come le definisce l&apos;&amp;articolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the &amp;Released Code Does</source>
        <translation>Come fa il &amp;codice pubblicato</translation>
    </message>
    <message>
        <location filename="../ui/settings/settingsactions.cpp" line="+87"/>
        <source>&amp;Dark Palette</source>
        <translation>Tavolozza s&amp;cura</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Scorciatoie da tastiera…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Model Folder…</source>
        <translation>Cartella dei &amp;modelli…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder (TorchScript files)</source>
        <translation>Cartella dei modelli (file TorchScript)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Shortcut Sheet</source>
        <translation>&amp;Promemoria scorciatoie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About EditLens</source>
        <translation>&amp;Informazioni su EditLens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About EditLens</source>
        <translation>Informazioni su EditLens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;A workbench for evaluating instruction-guided image editing: compare edits, compute metrics, annotate, and measure how well metrics agree with people.</source>
        <translation>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;Un ambiente di lavoro per valutare la modifica di immagini guidata da istruzioni: confronta modifiche, calcola metriche, annota e misura quanto le metriche concordano con le persone.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+67"/>
        <source>Open a study first</source>
        <translation>Apra prima uno studio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Storing BPM at α = %1…</source>
        <translation>Salvataggio di BPM con α = %1…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="-53"/>
        <source>This is the synthetic demo study: every edit was made by EditLens itself from real photographs, so that the truth is known. It is not the output of real editing models.</source>
        <translation>Questo è lo studio demo sintetico: ogni modifica è stata creata da EditLens stesso a partire da fotografie reali, in modo che la verità sia nota. Non è l&apos;output di veri modelli di modifica.</translation>
    </message>
    <message>
        <location filename="../ui/undoactions.cpp" line="-4"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti %1</translation>
    </message>
    <message>
        <location filename="../ui/itemnavigator.cpp" line="+87"/>
        <source>Cannot read the study</source>
        <translation>Impossibile leggere lo studio</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators</source>
        <translation>%1 elementi · %2 output · %3 sistemi · %4 valutazioni di %5 annotatori</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot read the study&apos;s scores: %1</source>
        <translation>Impossibile leggere i punteggi dello studio: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot load the item</source>
        <translation>Impossibile caricare l&apos;elemento</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-183"/>
        <source>&lt;i&gt;%1 — no instruction&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1 — nessuna istruzione&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — “%2”</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+85"/>
        <source>New Study</source>
        <translation>Nuovo studio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image folder of the study (every image must lie inside it)</source>
        <translation>Cartella delle immagini dello studio (tutte le immagini devono trovarsi al suo interno)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot create the study</source>
        <translation>Impossibile creare lo studio</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+53"/>
        <source>Cannot open the study</source>
        <translation>Impossibile aprire lo studio</translation>
    </message>
    <message numerus="yes">
        <source>The server cannot be reached. %n edit(s) kept on this computer; they are sent when it is back.</source>
        <translation type="vanished">
            <numerusform>Il server non è raggiungibile. %n modifica conservata su questo computer; sarà inviata quando torna.</numerusform>
            <numerusform>Il server non è raggiungibile. %n modifiche conservate su questo computer; saranno inviate quando torna.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Open Study</source>
        <translation>Apri studio</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Study As</source>
        <translation>Salva studio come</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot save the study</source>
        <translation>Impossibile salvare lo studio</translation>
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
            <numerusform>Non in tempo reale — riconnessione in corso: il server non è raggiungibile. %n modifica conservata su questo computer; sarà inviata quando torna.</numerusform>
            <numerusform>Non in tempo reale — riconnessione in corso: il server non è raggiungibile. %n modifiche conservate su questo computer; saranno inviate quando torna.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not live — reconnecting: the server cannot be reached. The docks show the study as it was when the connection was lost.</source>
        <translation>Non in tempo reale — riconnessione in corso: il server non è raggiungibile. I pannelli mostrano lo studio com&apos;era quando la connessione è stata persa.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n edit(s) made while the server was away could not be stored on it: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n modifica fatta mentre il server non era disponibile non ha potuto essere salvata su di esso: %1. È conservata a parte su questo computer (%2).</numerusform>
            <numerusform>%n modifiche fatte mentre il server non era disponibile non hanno potuto essere salvate su di esso: %1. Sono conservate a parte su questo computer (%2).</numerusform>
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
        <translation>Esegui fasi del &amp;modello…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask an OpenAI-compatible endpoint for BPM&apos;s parse, DICE&apos;s differences and judges&apos; scores and verdicts</source>
        <translation>Chiedi a un endpoint compatibile con OpenAI l&apos;analisi di BPM, le differenze di DICE e i punteggi e i verdetti dei giudici</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Judge&apos;s Answers About This Output</source>
        <translation>Mostra le risposte del giudice su questo output</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the Parse&apos;s Answer About This Item</source>
        <translation>Mostra la risposta dell&apos;analisi su questo elemento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the Pairwise Verdict&apos;s Answer</source>
        <translation>Mostra la risposta del verdetto a coppie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show DICE&apos;s Answer Behind This Box</source>
        <translation>Mostra la risposta di DICE dietro questo riquadro</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelAnswersDock</name>
    <message>
        <location filename="../ui/modelrun/modelanswersdock.cpp" line="+53"/>
        <source>original</source>
        <translation>originale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output %1</source>
        <translation>output %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation>ground truth</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Model Answers</source>
        <translation>Risposte del modello</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Raw answer</source>
        <translation>Risposta grezza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompt sent</source>
        <translation>Prompt inviato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parsed value</source>
        <translation>Valore interpretato</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+13"/>
        <source>Open a study to see the answers its model stages received.</source>
        <translation>Apra uno studio per vedere le risposte ricevute dalle sue fasi del modello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an item.</source>
        <translation>Scelga un elemento.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hidden while system names are blinded: the answers name the systems.</source>
        <translation>Nascosto mentre i nomi dei sistemi sono oscurati: le risposte nominano i sistemi.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reading the answers…</source>
        <translation>Lettura delle risposte…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the answers: %1</source>
        <translation>Impossibile leggere le risposte: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No model stage has asked about this item (Study → Run Model Stages…).</source>
        <translation>Nessuna fase del modello ha chiesto di questo elemento (Studio → Esegui fasi del modello…).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n request(s) about this item</source>
        <translation>
            <numerusform>%n richiesta su questo elemento</numerusform>
            <numerusform>%n richieste su questo elemento</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; %1 unparseable, %2 failed.</source>
        <translation>; %1 non interpretabili, %2 non riuscite.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No %1 answer about %2 in this study.</source>
        <translation>Nessuna risposta %1 su %2 in questo studio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this item</source>
        <translation>questo elemento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a request to see what was sent and what came back.</source>
        <translation>Selezioni una richiesta per vedere cosa è stato inviato e cosa è tornato.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 · %4 ms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 · %4 ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unparseable: %1</source>
        <translation>Non interpretabile: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed: %1</source>
        <translation>Non riuscita: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(no answer received)</source>
        <translation>(nessuna risposta ricevuta)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was stored from this answer: %1</source>
        <translation>Nulla è stato salvato da questa risposta: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(not among this item&apos;s images)</source>
        <translation>(non tra le immagini di questo elemento)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelCallsModel</name>
    <message>
        <location filename="../ui/modelrun/modelcallsmodel.cpp" line="+14"/>
        <source>not reported</source>
        <translation>non riportato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in, %2 out</source>
        <translation>%1 in entrata, %2 in uscita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>answered</source>
        <translation>con risposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unparseable</source>
        <translation>non interpretabile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>non riuscita</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the item</source>
        <translation>l&apos;elemento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> vs </source>
        <translation> vs </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About</source>
        <translation>Riferimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency</source>
        <translation>Latenza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parsed value / why not</source>
        <translation>Valore interpretato / motivo</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesDialog</name>
    <message numerus="yes">
        <location filename="../ui/modelrun/modelstagesdialog.cpp" line="+39"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>circa %n secondo</numerusform>
            <numerusform>circa %n secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>circa %n minuto</numerusform>
            <numerusform>circa %n minuti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1 hours</source>
        <translation>circa %1 ore</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>C&amp;heck Endpoint</source>
        <translation>&amp;Verifica endpoint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also ask pairwise verdicts for every pair of an item&apos;s outputs</source>
        <translation>Chiedi anche i verdetti a coppie per ogni coppia di output di un elemento</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Run</source>
        <translation>&amp;Esegui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run Model Stages</source>
        <translation>Esegui fasi del modello</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To send</source>
        <translation>Da inviare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the cache</source>
        <translation>Dalla cache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images</source>
        <translation>Immagini</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What each stage stored, could not parse or failed appears here.</source>
        <translation>Qui compare ciò che ogni fase ha salvato, non ha potuto interpretare o non è riuscita a fare.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan</source>
        <translation>Piano</translation>
    </message>
    <message>
        <location line="+140"/>
        <location line="+41"/>
        <source>Choose at least one stage</source>
        <translation>Scelga almeno una fase</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Name the environment variable that holds the key</source>
        <translation>Indichi la variabile d&apos;ambiente che contiene la chiave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the file that holds the key</source>
        <translation>Scelga il file che contiene la chiave</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Counting the requests…</source>
        <translation>Conteggio delle richieste…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No plan: %1</source>
        <translation>Nessun piano: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n request(s) to send; </source>
        <translation>
            <numerusform>%n richiesta da inviare; </numerusform>
            <numerusform>%n richieste da inviare; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n answer(s) from the study&apos;s cache.</source>
        <translation>
            <numerusform>%n risposta dalla cache dello studio.</numerusform>
            <numerusform>%n risposte dalla cache dello studio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing to send: every answer is in the cache.</source>
        <translation>Nulla da inviare: ogni risposta è nella cache.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time: %1 at %2 in flight (%3 s per request, as last measured on this endpoint and model).</source>
        <translation>Tempo: %1 con %2 in corso (%3 s per richiesta, come misurato l&apos;ultima volta su questo endpoint e modello).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time: %1 at %2 in flight, assuming %3 s per request (not yet measured on this endpoint and model).</source>
        <translation>Tempo: %1 con %2 in corso, supponendo %3 s per richiesta (non ancora misurato su questo endpoint e modello).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>“%1” is no URL with a host</source>
        <translation>“%1” non è un URL con un host</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking %1 for its models…</source>
        <translation>Richiesta dei modelli a %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not reachable: %1</source>
        <translation>Non raggiungibile: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Reachable; serves %n model(s), %1 among them.</source>
        <translation>
            <numerusform>Raggiungibile; serve %n modello, tra cui %1.</numerusform>
            <numerusform>Raggiungibile; serve %n modelli, tra cui %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Reachable; serves %n model(s), but not “%1”.</source>
        <translation>
            <numerusform>Raggiungibile; serve %n modello, ma non “%1”.</numerusform>
            <numerusform>Raggiungibile; serve %n modelli, ma non “%1”.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Cannot run: %1</source>
        <translation>Impossibile eseguire: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot run: the plan needs %1 requests, more than the %2 allowed.</source>
        <translation>Impossibile eseguire: il piano richiede %1 richieste, più delle %2 consentite.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking %1 (%2)…</source>
        <translation>Interrogazione di %1 (%2)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling; every answer received stays stored…</source>
        <translation>Annullamento in corso; ogni risposta ricevuta resta salvata…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run failed.</source>
        <translation>L&apos;esecuzione non è riuscita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model stages failed: %1</source>
        <translation>Fasi del modello non riuscite: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 asked, %3 from the cache; %4 stored, %5 unparseable, %6 failed; tokens %7 in, %8 out</source>
        <translation>%1: %2 richieste, %3 dalla cache; %4 salvate, %5 non interpretabili, %6 non riuscite; token %7 in entrata, %8 in uscita</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unparseable answers are kept with their raw text: View → Model Answers shows them.</source>
        <translation>Le risposte non interpretabili sono conservate con il loro testo grezzo: Visualizza → Risposte del modello le mostra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped: %1</source>
        <translation>Interrotto: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model stages: %1 stored, %2 unparseable, %3 failed.</source>
        <translation>Fasi del modello: %1 salvate, %2 non interpretabili, %3 non riuscite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped; Run again resumes from the cache.</source>
        <translation>Interrotto; eseguendo di nuovo si riprende dalla cache.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done.</source>
        <translation>Fatto.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The plan needs more requests than the limit allows</source>
        <translation>Il piano richiede più richieste di quante il limite ne consenta</translation>
    </message>
    <message>
        <location filename="../ui/modelrun/modelstagesdialog_layout.cpp" line="+30"/>
        <source>Parse: BPM&apos;s instruction parse by the model</source>
        <translation>Parse: l&apos;analisi dell&apos;istruzione di BPM da parte del modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE: the differences, then each one&apos;s coherence with the instruction</source>
        <translation>DICE: le differenze, poi la coerenza di ciascuna con l&apos;istruzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground: the instruction&apos;s objects located as boxes (BPM&apos;s regions)</source>
        <translation>Ground: gli oggetti dell&apos;istruzione localizzati come riquadri (le regioni di BPM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge: VIEScore-style SC and PQ per output</source>
        <translation>Judge: SC e PQ in stile VIEScore per output</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Endpoint (OpenAI-compatible chat completions)</source>
        <translation>Endpoint (chat completions compatibili con OpenAI)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name for this endpoint; it is stored with every answer</source>
        <translation>Il suo nome per questo endpoint; viene salvato con ogni risposta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No key</source>
        <translation>Nessuna chiave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment variable</source>
        <translation>Variabile d&apos;ambiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key file</source>
        <translation>File della chiave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the key file</source>
        <translation>Scelga il file della chiave</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL:</source>
        <translation>URL di base:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>Modello:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>Chiave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The key is read from there when a request is sent; it is never stored in the study, the settings or a log.</source>
        <translation>La chiave viene letta da lì quando si invia una richiesta; non viene mai salvata nello studio, nelle impostazioni o in un log.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a file whose first line is the key</source>
        <translation>un file la cui prima riga è la chiave</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Key File</source>
        <translation>File della chiave</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stages</source>
        <translation>Fasi</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>EditLens&apos;s own prompts</source>
        <translation>Prompt di EditLens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder of &lt;stage&gt;.txt templates used instead of the built-in ones where present</source>
        <translation>Una cartella di modelli &lt;stage&gt;.txt usati al posto di quelli integrati, dove presenti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prompts folder:</source>
        <translation>Cartella dei prompt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prompts Folder</source>
        <translation>Cartella dei prompt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>0–1000 on both axes (Qwen2-VL style)</source>
        <translation>0–1000 su entrambi gli assi (stile Qwen2-VL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pixels of the image sent</source>
        <translation>Pixel dell&apos;immagine inviata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0–1 on both axes</source>
        <translation>0–1 su entrambi gli assi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box coordinates:</source>
        <translation>Coordinate dei riquadri:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests in flight:</source>
        <translation>Richieste in corso:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse to start when the plan needs more requests than this</source>
        <translation>Rifiuta di avviarsi se il piano richiede più richieste di questo numero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most requests:</source>
        <translation>Massimo di richieste:</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesJob</name>
    <message>
        <location filename="../ui/modelrun/modelstagesjob.cpp" line="+84"/>
        <source>The plan could not be counted.</source>
        <translation>Non è stato possibile contare il piano.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The endpoint could not be asked.</source>
        <translation>Non è stato possibile interrogare l&apos;endpoint.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairScoresTable</name>
    <message>
        <location filename="../ui/docks/pairscorestable.cpp" line="+100"/>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left · %1</source>
        <translation>Sinistra · %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right · %1</source>
        <translation>Destra · %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>people: %1</source>
        <translation>persone: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of the people&apos;s ratings of %1 (n: ratings)</source>
        <translation>Media delle valutazioni di %1 da parte delle persone (n: valutazioni)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: higher is better</source>
        <translation>%1: più alto è meglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: lower is better</source>
        <translation>%1: più basso è meglio</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairwisePanel</name>
    <message>
        <location filename="../ui/annotate/pairwisepanel.cpp" line="+109"/>
        <source>No pair of outputs to compare in this item.</source>
        <translation>In questo elemento non c&apos;è alcuna coppia di output da confrontare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pair %1 of %2: &lt;b&gt;◀ %3&lt;/b&gt; (left) vs &lt;b&gt;%4 ▶&lt;/b&gt; (right)</source>
        <translation>Coppia %1 di %2: &lt;b&gt;◀ %3&lt;/b&gt; (sinistra) vs &lt;b&gt;%4 ▶&lt;/b&gt; (destra)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Left</source>
        <translation>◀ Sinistra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right ▶</source>
        <translation>Destra ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tie</source>
        <translation>Pari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both bad</source>
        <translation>Entrambe scadenti</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PasswordPrompt</name>
    <message>
        <location filename="../ui/guiutil/passwordprompt.cpp" line="+24"/>
        <source>Password for %1 on %2:</source>
        <translation>Password per %1 su %2:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server said: %1</source>
        <translation>Risposta del server: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PreferenceSurface</name>
    <message>
        <location filename="../ui/session/preferencesurface.cpp" line="+45"/>
        <source>◀ Left is better</source>
        <translation>◀ Meglio la sinistra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The left image is the better edit</source>
        <translation>L&apos;immagine di sinistra è la modifica migliore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right is better ▶</source>
        <translation>Meglio la destra ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The right image is the better edit</source>
        <translation>L&apos;immagine di destra è la modifica migliore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About the same</source>
        <translation>Più o meno uguali</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both are equally good</source>
        <translation>Sono ugualmente buone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both bad</source>
        <translation>Entrambe scadenti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Neither image is an acceptable edit</source>
        <translation>Nessuna delle due immagini è una modifica accettabile</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pair %1 of %2: which edit is better, %3 (left) or %4 (right)?</source>
        <translation>Coppia %1 di %2: quale modifica è migliore, %3 (sinistra) o %4 (destra)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This item has no pair of outputs to compare.</source>
        <translation>Questo elemento non ha una coppia di output da confrontare.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RatingPanel</name>
    <message>
        <location filename="../ui/annotate/ratingpanel.cpp" line="+147"/>
        <source>%1 (key %2)</source>
        <translation>%1 (tasto %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 (key %3)</source>
        <translation>%1 — %2 (tasto %3)</translation>
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
        <translation>Valuti %1 (%2 di %3)</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ReportExportJob</name>
    <message>
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+18"/>
        <source>Writing the report to %1…</source>
        <translation>Scrittura del report in %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; no report was written.</source>
        <translation>Annullato; non è stato scritto alcun report.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RubricDialog</name>
    <message>
        <location filename="../ui/annotate/rubricdialog.cpp" line="+54"/>
        <source>Rubric</source>
        <translation>Griglia di valutazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM user study (5 dimensions, 1–5)</source>
        <translation>Studio utenti BPM (5 dimensioni, 1–5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ImagenHub SC / PQ (0, 0.5, 1)</source>
        <translation>ImagenHub SC / PQ (0, 0.5, 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE (correct / unwanted edits 1–5, no visual change)</source>
        <translation>DICE (modifiche corrette / indesiderate 1–5, nessun cambiamento visibile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study&apos;s dimensions</source>
        <translation>Dimensioni di questo studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom (empty)</source>
        <translation>Personalizzata (vuota)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start From Preset</source>
        <translation>Parti dal modello</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instructions shown to annotators before the dimensions</source>
        <translation>Istruzioni mostrate agli annotatori prima delle dimensioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dimension</source>
        <translation>Dimensione</translation>
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
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Labels (value=text; …)</source>
        <translation>Etichette (valore=testo; …)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Dimension</source>
        <translation>Aggiungi dimensione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Dimension</source>
        <translation>Rimuovi dimensione</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preset:</source>
        <translation>Modello:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation>Istruzioni:</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>row %1 (%2)</source>
        <translation>riga %1 (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no name</source>
        <translation>senza nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a dimension needs a name</source>
        <translation>%1: una dimensione richiede un nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: min and max must be numbers with min &lt; max</source>
        <translation>%1: min e max devono essere numeri con min &lt; max</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step must be a number above 0</source>
        <translation>%1: il passo deve essere un numero maggiore di 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step %2 does not divide the range %3–%4</source>
        <translation>%1: il passo %2 non divide l&apos;intervallo %3–%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a label must read value=text, not “%2”</source>
        <translation>%1: un&apos;etichetta deve avere la forma valore=testo, non “%2”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the label value %2 is not on the scale</source>
        <translation>%1: il valore di etichetta %2 non è sulla scala</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The rubric needs a name.</source>
        <translation>La griglia di valutazione richiede un nome.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rubric needs at least one dimension.</source>
        <translation>La griglia di valutazione richiede almeno una dimensione.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dimensions are called “%1”.</source>
        <translation>Due dimensioni si chiamano “%1”.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScatterView</name>
    <message>
        <location filename="../ui/alignmentview/scatterview.cpp" line="+182"/>
        <source>No output has both a score for this metric and a rating in this dimension.</source>
        <translation>Nessun output ha sia un punteggio per questa metrica sia una valutazione in questa dimensione.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>%1 · %2
%3 = %4, human = %5</source>
        <translation>%1 · %2
%3 = %4, umano = %5</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoreDialog</name>
    <message>
        <location filename="../ui/scoredialog.cpp" line="+36"/>
        <source>Pixel metrics</source>
        <translation>Metriche sui pixel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned metrics (TorchScript models)</source>
        <translation>Metriche apprese (modelli TorchScript)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detector</source>
        <translation>Rilevatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM and its components</source>
        <translation>BPM e le sue componenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP</source>
        <translation>DICE + CLIP</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Recompute values already stored with the same version</source>
        <translation>Ricalcola i valori già salvati con la stessa versione</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Score</source>
        <translation>&amp;Calcola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score Study</source>
        <translation>Calcola punteggi dello studio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric</source>
        <translation>Metrica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paper (f_size and f_position for every instruction)</source>
        <translation>Articolo (f_size e f_position per ogni istruzione)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Released code</source>
        <translation>Codice pubblicato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every turn against its own input</source>
        <translation>Ogni turno rispetto al proprio input</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final turn of each chain (stored as &lt;metric&gt;_final)</source>
        <translation>Turno finale di ogni catena (salvato come &lt;metric&gt;_final)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose differences CLIP-I background and CLIP-T region use: the study&apos;s ground truth (truth), an annotator&apos;s name or a detector&apos;s</source>
        <translation>Di chi sono le differenze usate da CLIP-I sfondo e CLIP-T regione: la ground truth dello studio (truth), il nome di un annotatore o di un rilevatore</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The summary of the run appears here.</source>
        <translation>Qui compare il riepilogo dell&apos;esecuzione.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM rules:</source>
        <translation>Regole BPM:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-turn chains:</source>
        <translation>Catene multi-turno:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE + CLIP origin:</source>
        <translation>Origine DICE + CLIP:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No model folder is set (Settings → Model Folder…): learned metrics are unavailable.</source>
        <translation>Nessuna cartella dei modelli impostata (Impostazioni → Cartella dei modelli…): le metriche apprese non sono disponibili.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models from %1</source>
        <translation>Modelli da %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the model manifest could not be read</source>
        <translation>impossibile leggere il manifest dei modelli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the components S_preserve, S_size, S_position and S_region will be stored (%1)</source>
        <translation>verranno salvate solo le componenti S_preserve, S_size, S_position e S_region (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>available</source>
        <translation>disponibile</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable: %1</source>
        <translation>non disponibile: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Cannot score: %1</source>
        <translation>Impossibile calcolare i punteggi: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Scoring %n metric(s)…</source>
        <translation>
            <numerusform>Calcolo di %n metrica…</numerusform>
            <numerusform>Calcolo di %n metriche…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling after the current chunk; what is stored stays consistent…</source>
        <translation>Annullamento dopo il blocco corrente; ciò che è salvato resta coerente…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scoring failed.</source>
        <translation>Calcolo dei punteggi non riuscito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring failed: %1</source>
        <translation>Calcolo dei punteggi non riuscito: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored in this run:</source>
        <translation>Calcolate in questa esecuzione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable:</source>
        <translation>Non disponibili:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs skipped:</source>
        <translation>Output saltati:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: whole chunks were stored; Score again resumes.</source>
        <translation>Annullato: i blocchi completi sono stati salvati; un nuovo calcolo riprende da qui.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation>Fatto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring cancelled: %1</source>
        <translation>Calcolo dei punteggi annullato: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring finished: %1</source>
        <translation>Calcolo dei punteggi terminato: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresDock</name>
    <message>
        <location filename="../ui/docks/scoresdock.cpp" line="+46"/>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Store in study on release</source>
        <translation>Salva nello studio al rilascio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;), S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm: min-max over the study&apos;s outputs; a global edit uses α = 1 and Norm(CLIP-T).&lt;/small&gt;</source>
        <translation>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;), S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm: min-max sugli output dello studio; una modifica globale usa α = 1 e Norm(CLIP-T).&lt;/small&gt;</translation>
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
        <translation>richiede le didascalie sorgente e target; questo elemento non ne ha</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>On release, store BPM at this α for every output (as editlens-cli score --metrics bpm --alpha does)</source>
        <translation>Al rilascio, salva BPM con questo α per ogni output (come fa editlens-cli score --metrics bpm --alpha)</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Recomputing BPM at α = %1 for %n output(s)…</source>
        <translation>
            <numerusform>Ricalcolo di BPM con α = %1 per %n output…</numerusform>
            <numerusform>Ricalcolo di BPM con α = %1 per %n output…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;i&gt;No output selected.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nessun output selezionato.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>imported</source>
        <translation>importato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EditLens parser</source>
        <translation>parser di EditLens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): global edit — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T, α = 1</source>
        <translation>&lt;b&gt;Analisi&lt;/b&gt; (%1): modifica globale — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T, α = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): %2 → %3 · %4 · size %5 · position %6</source>
        <translation>&lt;b&gt;Analisi&lt;/b&gt; (%1): %2 → %3 · %4 · dimensione %5 · posizione %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reference: %1)</source>
        <translation> (riferimento: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;i&gt;not computed&lt;/i&gt;</source>
        <translation>&lt;i&gt;non calcolato&lt;/i&gt;</translation>
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
        <translation>&lt;b&gt;BPM&lt;/b&gt; salvato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>BPM(α): &lt;i&gt;no stored components for this output&lt;/i&gt; (editlens-cli score --metrics bpm)</source>
        <translation>BPM(α): &lt;i&gt;nessuna componente salvata per questo output&lt;/i&gt; (editlens-cli score --metrics bpm)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n output(s)&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;ricalcolato su %n output&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;ricalcolato su %n output&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM(α = %1): &lt;i&gt;unavailable&lt;/i&gt; — %2</source>
        <translation>BPM(α = %1): &lt;i&gt;non disponibile&lt;/i&gt; — %2</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/scoresmodel.cpp" line="+131"/>
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n riquadro</numerusform>
            <numerusform>%n riquadri</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>non disponibile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not computed</source>
        <translation>non calcolato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>↑ higher is better</source>
        <translation>↑ più alto è meglio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>↓ lower is better</source>
        <translation>↓ più basso è meglio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unavailable: %1</source>
        <translation>Non disponibile: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not computed for this output (editlens-cli score).</source>
        <translation>Non calcolato per questo output (editlens-cli score).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: %1</source>
        <translation>Versione: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Metric</source>
        <translation>Metrica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version / reason</source>
        <translation>Versione / motivo</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutSheet</name>
    <message>
        <location filename="../ui/settings/shortcutsheet.cpp" line="+20"/>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Customise…</source>
        <translation>Personalizza…</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/settings/shortcutsdialog.cpp" line="+36"/>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Action&lt;/b&gt;</source>
        <translation>&lt;b&gt;Azione&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tasto&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Alternative&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alternativa&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Default</source>
        <translation>Predefinito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: %1</source>
        <translation>Predefinito: %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 is used by %2</source>
        <translation>%1 è usato da %2</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyBrowser</name>
    <message>
        <location filename="../ui/docks/studybrowser.cpp" line="+68"/>
        <source>Filter items (id, instruction, system)…</source>
        <translation>Filtra elementi (id, istruzione, sistema)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only items with an output of this system</source>
        <translation>Mostra solo gli elementi con un output di questo sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items of this edit type (BPM parse)</source>
        <translation>Mostra solo gli elementi di questo tipo di modifica (analisi BPM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items whose mean of this metric lies in the range</source>
        <translation>Mostra solo gli elementi la cui media per questa metrica rientra nell&apos;intervallo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum (inclusive)</source>
        <translation>Minimo (incluso)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum (inclusive)</source>
        <translation>Massimo (incluso)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>All systems</source>
        <translation>Tutti i sistemi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All edit types</source>
        <translation>Tutti i tipi di modifica</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any metric value</source>
        <translation>Qualsiasi valore della metrica</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+28"/>
        <source>Importing %1…</source>
        <translation>Importazione di %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exporting to %1…</source>
        <translation>Esportazione in %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; the study was not changed.</source>
        <translation>Annullato; lo studio non è stato modificato.</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyPlanDialog</name>
    <message>
        <location filename="../ui/annotate/studyplandialog.cpp" line="+44"/>
        <source>Show system names to annotators (otherwise “Output A”, “Output B”, … in a shuffled order)</source>
        <translation>Mostra agli annotatori i nomi dei sistemi (altrimenti “Output A”, “Output B”, … in ordine casuale)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the detectors&apos; difference boxes (a DICE-D review task)</source>
        <translation>Mostra i riquadri di differenza dei rilevatori (un compito di revisione DICE-D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show ground-truth boxes and reference images</source>
        <translation>Mostra i riquadri ground-truth e le immagini di riferimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock items after submit (changes need an audited revise)</source>
        <translation>Blocca gli elementi dopo l&apos;invio (le modifiche richiedono una revisione registrata)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A name outside the plan may open a session (asked first; otherwise refused)</source>
        <translation>Un nome fuori dal piano può aprire una sessione (previa conferma; altrimenti viene rifiutato)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the passphrase</source>
        <translation>Rimuovi la passphrase</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+77"/>
        <location line="+5"/>
        <location line="+26"/>
        <source>Study Plan</source>
        <translation>Piano dello studio</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>names separated by commas</source>
        <translation>nomi separati da virgole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids separated by commas; empty = every item</source>
        <translation>id degli elementi separati da virgole; vuoto = tutti gli elementi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids of gold / attention items</source>
        <translation>id degli elementi gold / di controllo dell&apos;attenzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratings on the rubric</source>
        <translation>Valutazioni secondo la griglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairwise preferences (balanced pair schedule)</source>
        <translation>Preferenze a coppie (programma di coppie bilanciato)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both, mixed in one session (every second item is a pair)</source>
        <translation>Entrambi, misti in una sessione (un elemento su due è una coppia)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every pair</source>
        <translation>tutte le coppie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no reminder</source>
        <translation>nessun promemoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to annotators above the rubric&apos;s instructions (optional)</source>
        <translation>Mostrato agli annotatori sopra le istruzioni della griglia (facoltativo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens next, shown when an annotator has finished (optional)</source>
        <translation>Cosa succede dopo, mostrato quando un annotatore ha finito (facoltativo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: anyone with the study file can change the plan</source>
        <translation>nessuna: chiunque abbia il file dello studio può modificare il piano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set; type a new one to change it</source>
        <translation>impostata; ne digiti una nuova per cambiarla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators:</source>
        <translation>Annotatori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Systems shown:</source>
        <translation>Sistemi mostrati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items:</source>
        <translation>Elementi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>Compito:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs per item:</source>
        <translation>Coppie per elemento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotators see:</source>
        <translation>Gli annotatori vedono:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gold items:</source>
        <translation>Elementi gold:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break reminder after:</source>
        <translation>Promemoria pausa dopo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation>Istruzioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When done:</source>
        <translation>Al termine:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This plan is protected. The study&apos;s passphrase:</source>
        <translation>Questo piano è protetto. Passphrase dello studio:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not the study&apos;s passphrase; the plan is unchanged.</source>
        <translation>Non è la passphrase dello studio; il piano è invariato.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read the study</source>
        <translation>Impossibile leggere lo studio</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A plan needs at least one annotator.</source>
        <translation>Un piano richiede almeno un annotatore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create the study plan</source>
        <translation>Impossibile creare il piano dello studio</translation>
    </message>
</context>
<context>
    <name>editlens::ui::SubsetControls</name>
    <message>
        <location filename="../ui/alignmentview/subsetcontrols.cpp" line="+23"/>
        <source>Compute every table on the outputs of one edit type (from the instruction&apos;s parse), one tag or one system only.</source>
        <translation>Calcola ogni tabella solo sugli output di un tipo di modifica (dall&apos;analisi dell&apos;istruzione), di un tag o di un sistema.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extreme edits only: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (ViFi-CLIP, table (g)).</source>
        <translation>Solo modifiche estreme: per ogni dimensione, gli output la cui valutazione umana media è pari o inferiore al quantile q o pari o superiore al quantile (1 − q) (ViFi-CLIP, tabella (g)).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The systems every table is computed on (VIEScore&apos;s tables leave some released systems out); the choice is kept for this study.</source>
        <translation>I sistemi su cui viene calcolata ogni tabella (le tabelle di VIEScore escludono alcuni sistemi pubblicati); la scelta viene mantenuta per questo studio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Subset:</source>
        <translation>Sottoinsieme:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extremes q:</source>
        <translation>Estremi q:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 system</source>
        <translation>1 sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All %1 systems</source>
        <translation>Tutti i %1 sistemi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 systems</source>
        <translation>%1 di %2 sistemi</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>All Systems</source>
        <translation>Tutti i sistemi</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>All outputs</source>
        <translation>Tutti gli output</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit type: %1</source>
        <translation>Tipo di modifica: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tag: %1</source>
        <translation>Tag: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System: %1</source>
        <translation>Sistema: %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::TileImages</name>
    <message>
        <location filename="../ui/session/imagetile.cpp" line="+199"/>
        <source>no image</source>
        <translation>nessuna immagine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>loading…</source>
        <translation>caricamento…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read the image</source>
        <translation>impossibile leggere l&apos;immagine</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+139"/>
        <source>Workbench for instruction-guided image editing.</source>
        <translation>Ambiente di lavoro per la modifica di immagini guidata da istruzioni.</translation>
    </message>
    <message>
        <source>Study file to open.</source>
        <translation type="vanished">File dello studio da aprire.</translation>
    </message>
    <message>
        <location filename="../ui/guiutil/passwordprompt.cpp" line="+10"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>%1

Password for %2 on %3:</source>
        <translation type="vanished">%1

Password per %2 su %3:</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+5"/>
        <source>Study file, or server URL (postgresql://…?study=NAME), to open.</source>
        <translation>File di studio, o URL del server (postgresql://…?study=NOME), da aprire.</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Show item number N (1-based).</source>
        <translation>Mostra l&apos;elemento numero N (a partire da 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open, render, save a PNG of the window to FILE and exit.</source>
        <translation>Apre, esegue il rendering, salva un PNG della finestra in FILE ed esce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comparison mode: side, grid, swipe or flicker.</source>
        <translation>Modalità di confronto: side, grid, swipe o flicker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotate as NAME in an annotator&apos;s session: the plan&apos;s items one by one, no system names, scores or other people&apos;s answers unless the plan reveals them.</source>
        <translation>Annota come NAME in una sessione di annotazione: gli elementi del piano uno alla volta, senza nomi dei sistemi, punteggi o risposte altrui, a meno che il piano non li riveli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown). Refused for a hand-out and for an annotator&apos;s own server login.</source>
        <translation>Con --annotator: annota invece come NAME nell&apos;ambiente di lavoro completo (la vista di chi conduce lo studio, con tutti i nomi e i punteggi). Rifiutato per una consegna e per l&apos;accesso personale di un annotatore al server.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>--workbench is refused: %1 is %2&apos;s hand-out or login, which opens only as %2&apos;s session (open it without --workbench)</source>
        <translation>--workbench viene rifiutato: %1 è la consegna o l&apos;accesso di %2, che si apre solo come sessione di %2 (aprirlo senza --workbench)</translation>
    </message>
    <message>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown).</source>
        <translation type="vanished">Con --annotator: annota invece come NAME nell&apos;ambiente di lavoro completo (la vista di chi conduce lo studio, con tutti i nomi e i punteggi).</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>With --annotator and --screenshot: the page to show (instructions, task, break or done).</source>
        <translation>Con --annotator e --screenshot: la pagina da mostrare (instructions, task, break o done).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show and raise the dock titled TITLE (e.g. &quot;Difference Evaluation&quot;).</source>
        <translation>Mostra e porta in primo piano il pannello intitolato TITLE (ad es. &quot;Difference Evaluation&quot;).</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+120"/>
        <source>Cannot open the study</source>
        <translation>Impossibile aprire lo studio</translation>
    </message>
</context>
</TS>
