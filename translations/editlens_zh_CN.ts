<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AcceptRejectDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+141"/>
        <source>Clear review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relabel box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddDifferenceCommand</name>
    <message>
        <location line="-121"/>
        <source>Add %1 box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdieeImport</name>
    <message>
        <location filename="../core/io/adieeimport.cpp" line="+60"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing required field &apos;score&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;score&apos; must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score %1 is outside ADIEE&apos;s scale 0-10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give either &apos;image_path&apos; or &apos;item&apos; and &apos;system&apos;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>missing &apos;image_path&apos; (or &apos;item&apos; and &apos;system&apos;): the row names no output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos; (it has: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 outputs of the study have the image &apos;%2&apos;; name the item and system instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no output of the study has the image &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ADIEE scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ADIEE scorer output (JSON array or JSONL of {item, system, score} or {image_path, score}, 0-10): scores --metric (adiee) on the study&apos;s outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the study has no items to score; import its items and outputs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the output of system &apos;%1&apos; in item &apos;%2&apos; was already scored on line %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdieeTrainExport</name>
    <message>
        <location filename="../core/io/adieetrainexport.cpp" line="+18"/>
        <source>ADIEE training samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>outputs rated on the &apos;adiee&apos; dimension as JSON Lines (input, instruction, output, ground truth, score 0-1, annotator, rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output with an image is rated on the &apos;adiee&apos; dimension; run `editlens-cli autolabel` first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlignmentModel</name>
    <message>
        <location filename="../ui/itemmodels/alignmentmodel.cpp" line="+206"/>
        <source>How well people agree with each other: each annotator against the mean of the others (Spearman, averaged like the metrics), ICC(2,1) and Krippendorff&apos;s α (interval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems left out (no annotator&apos;s correlation defined): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators left out where their correlation is undefined (too few or all-equal ratings of that system): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Metric %1 as a pairwise judge: unavailable, because %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric %1 as a pairwise judge (%2 rule): four-way accuracy against the human votes over %3 comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairwise judge %1: four-way accuracy against the human votes (GenAI-Bench rule) over %2 comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The 95% CI of this metric&apos;s Spearman reaches the human ceiling (human-to-human %1): it agrees with people about as well as people agree with each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This metric&apos;s Spearman reaches the human ceiling (human-to-human %1); its CI is still being computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Percentile bootstrap over items of the Spearman value (95%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No p-value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two-sided p-value: the per-system p-values of %n system(s) combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-sided p-value of the pooled coefficient (as scipy.stats computes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM pairwise alignment: share of item pairs of two systems that the metric orders like the humans, averaged over the system pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out (undefined correlation): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score judge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pearson r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kendall τ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM pairwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ICC(2,1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlignmentSession</name>
    <message>
        <location filename="../core/alignment/alignmentsession.cpp" line="+442"/>
        <source>fewer than 3 pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>no system has 3 or more pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perfect correlations of opposite signs in two systems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlphaPersistJob</name>
    <message>
        <location filename="../ui/docks/alphapersistjob.cpp" line="+39"/>
        <source>BPM stored at α = %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlphaSweep</name>
    <message>
        <location filename="../core/alignment/alphasweep.cpp" line="+96"/>
        <source>unavailable: the study stores no BPM components (score it with the bpm metric first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: no output has a stored S_modify (bpm_s_modify), which needs the CLIP model when scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the study has no human ratings to align with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unavailable: no output has both S_preserve and S_modify stored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnnotationStore</name>
    <message>
        <location filename="../core/storage/annotationstore.cpp" line="+49"/>
        <source>an annotation needs an annotator name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+12"/>
        <source>cannot record annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>cannot start a transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot read differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+280"/>
        <source>cannot read outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-277"/>
        <source>no output with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot save preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot clear preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot save difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>cannot move difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+18"/>
        <source>no difference with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>cannot relabel difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot delete difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>cannot save review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot save the output&apos;s completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>cannot read the output&apos;s completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot read reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot save coherence label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>cannot read coherence label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/annotationstore_sessions.cpp" line="+83"/>
        <source>cannot read masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot read mask image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an empty mask cannot be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the mask folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot write mask image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>cannot delete mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot start an annotation session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot end an annotation session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot read sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot submit item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot reopen item for revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot read submissions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuroraImport</name>
    <message>
        <location filename="../core/io/aurorarows.cpp" line="+30"/>
        <location line="+43"/>
        <location line="+16"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+13"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>field &apos;%1&apos; must be an array of two non-empty strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is outside the scale %3-%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 image &apos;%2&apos; does not exist (looked for %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>both models are &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>winner &apos;%1&apos; is neither of the models &apos;%2&apos; and &apos;%3&apos; nor &quot;tie&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/auroraimport.cpp" line="+70"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3 (the system is the name of the folder holding &apos;gen&apos;; give each row a &apos;model&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>model &apos;%1&apos; has the image &apos;%2&apos; on line %3 but &apos;%4&apos; here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>models &apos;%1&apos; and &apos;%2&apos; were already compared for item &apos;%3&apos; on line %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>this row repeats the input and prompt of line %1 (item &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>AURORA-Bench human score: the mean of the raters&apos; 0-2 judgements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>AURORA-Bench ratings, votes and benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AURORA-Bench point-wise scores (rating &apos;aurora&apos;, 0-2), pair-wise votes (preferences) or test.json (items with ground truth), JSON array or JSONL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the first row is none of AURORA&apos;s shapes: expected &quot;input&quot; with &quot;gen&quot; and &quot;score&quot; (point-wise), &quot;gens&quot;, &quot;models&quot; and &quot;winner&quot; (pair-wise), or &quot;output&quot; and &quot;prompt&quot; (test.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown shape</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutoLabel</name>
    <message>
        <location filename="../core/scoring/autolabel.cpp" line="+84"/>
        <source>no rule labels an output of %1 that passes the negative rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a ground-truth image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the input images&apos; thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an output of a high-quality system needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/scoring/studyautolabel.cpp" line="+42"/>
        <source>needs %1 and %2 stored (their embeddings give the input images&apos; similarity to the ground truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 were scored with different model versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not in the model manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no item has both embeddings of %1 and %2 stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>ADIEE automatic label: 0 failed edit, 0.5 partial success (or over-edit), 1 successful edit; fractions from multi-turn sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the percentile must lie in [0, 100], not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the labels need an annotator name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cancelled while scoring; no label was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not stored; run `editlens-cli score STUDY --metrics %1` (or autolabel with --models DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no input image has both similarities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>the new study already exists; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: image %2 of the chain is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the study has no multi-turn chains (items linked by source_item and turn) to build samples from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: ADIEE multi-turn samples</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BatchWriter</name>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+53"/>
        <source>cannot start the import transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot commit the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot write dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write the study name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>cannot write item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>cannot update item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+9"/>
        <source>cannot write output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write a rating of item &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write a score of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write a difference of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot write a coherence label of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write a review of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot write a completion of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preference names a system without an output in item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot write a preference of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>judge vote names a system without an output in item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write a judge vote of item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot read masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write a mask</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BpmImport</name>
    <message>
        <location filename="../core/io/bpmimport.cpp" line="+78"/>
        <source>missing required field &apos;index&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;index&apos; must be an integer or a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+69"/>
        <location line="+20"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-84"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 &apos;%2&apos; leaves the folder of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>field &apos;LLM&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 is outside the user study&apos;s scale 1-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>field &apos;%1.%2&apos; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>BPM human-alignment metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no entries in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>entry %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BpmRegions</name>
    <message>
        <location filename="../core/bpm/bpmregions.cpp" line="+43"/>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a readable image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>mask is %1×%2 pixels, the source image %3×%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+191"/>
        <source>the image pair is empty or not aligned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BpmScore</name>
    <message>
        <location filename="../core/bpm/bpmscore.cpp" line="+136"/>
        <source>add: no source object, full size score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>unavailable: the object (%1) is not located in the original image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <source>area ratio %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not judged by the released rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>remove: full position score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the edited object (%1) is not found in the edited image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: the edited object (%1) is not located in the edited image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the reference object (%1) is not located (a mask of kind &apos;reference&apos; gives it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>add without a position: full position score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unavailable: an add placed %1 names no reference object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2 box(es) %3 of the %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object&apos;s place before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+142"/>
        <source>S_modify needs CLIP embeddings of one length and a text direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>no preserved pixel outside the edit regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>unavailable: CLIP-T not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unavailable: S_region needs S_size and S_position (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: S_modify needs CLIP, not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: S_preserve not computed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClipTokenizer</name>
    <message>
        <location filename="../core/inference/cliptokenizer.cpp" line="+92"/>
        <source>CLIP vocabulary file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read the CLIP vocabulary: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a gzip file (expected bpe_simple_vocab_16e6.txt.gz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot initialise zlib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unexpected data after the end of the gzip stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>truncated gzip data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>corrupt gzip data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the CLIP vocabulary is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a merge line needs two symbols separated by a space, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+101"/>
        <source>the context length must be at least 1, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text is %1 tokens long, more than the context length %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CocoExport</name>
    <message>
        <location filename="../core/io/cocoexport.cpp" line="+75"/>
        <source>COCO detection JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference boxes as COCO detection JSON (categories ADD, REMOVE, EDIT; pixel boxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a %3 box lives on the %4 image, which the study does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a box is still normalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparecaptions.cpp" line="+26"/>
        <source>%1 (loading…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>%1 · no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · shown at the original&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Original · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original (loading…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Left · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1  ◀ │ ▶  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Showing the output: %1 (Space: original)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the original: %1 (Space: output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (on the original) · %2 · %3 (on the output) · dashed: detector guess · solid: annotator or ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM parse: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · regions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · regions unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Heat-map: ΔE*ab, 0 … 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat-map: 1 − SSIM, 0 … 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <location filename="../core/io/csv.cpp" line="+60"/>
        <source>a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unexpected character &apos;%1&apos; after a closing quote (quotes inside a quoted field are written as &quot;&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+59"/>
        <source>Delete %1 box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoStudy</name>
    <message>
        <location filename="../core/demo/demoedits.cpp" line="+115"/>
        <source>cannot write image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demostudy.cpp" line="+249"/>
        <source>cannot remove the old demo file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot remove the old demo images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot create the demo folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a demo study already exists here; pass --force to rebuild it (its annotations are lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>cannot read the demo photograph (install the opencv-doc package or pass --photos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot create folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+113"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot write the demo manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot make the demo rubric active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/demosystems.cpp" line="+75"/>
        <source>Rate each edited image from 1 (very poor) to 5 (very good) on three questions. Look at the original and the instruction first, then at the edited image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overall: How good is the edit as a whole? Does it do what the instruction asks, look natural, and leave the rest alone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited area: Does the part the instruction names show the requested change, cleanly and convincingly?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preservation: Is everything the instruction did not ask to change still as it was in the original?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceExport</name>
    <message>
        <location filename="../core/io/diceexport.cpp" line="+127"/>
        <source>DICE differences and coherence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a folder with DICE&apos;s predicted_differences.json and coherence_results.json for one origin (--origin truth, an annotator or a detector)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceImport</name>
    <message>
        <location filename="../core/io/diceimport.cpp" line="+37"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>entry %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>missing or empty &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;complete_difference&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>operation &apos;%1&apos; is not ADD, REMOVE or EDIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing &apos;operation&apos; (and &apos;complete_difference&apos; does not start with ADD:, REMOVE: or EDIT:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;bbox&apos; must be [x0, y0, x1, y1], four numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bbox [%1, %2, %3, %4] leaves [0, 1] (DICE boxes are normalized)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bbox [%1, %2, %3, %4] is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;confidence&apos; must be a number in [0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;gt_prompt&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;index&apos; must be the 0-based position of a difference (0 to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference &apos;%1&apos; does not match entry %2 of %3 (&apos;%4&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>missing &apos;coherence_evaluation&apos; text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no decision in &apos;coherence_evaluation&apos; (expected Decision: &quot;YES&quot;/&quot;NO&quot; or Answer: YES/NO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DICE differences and coherence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DICE predicted_differences.json (+ coherence_results.json): detector boxes &quot;DICE&quot; on the outputs at edited_path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>no differences in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no item of the study has the original &apos;%1&apos; with an output at &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 items of the study have the original &apos;%2&apos; with an output at &apos;%3&apos;; cannot tell which one these differences belong to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffMaps</name>
    <message>
        <location filename="../core/metrics/diffmaps.cpp" line="+72"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DifferenceDetector</name>
    <message>
        <location filename="../core/detect/differencedetector.cpp" line="+308"/>
        <source>the pixel-diff detector failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DifferenceEditor</name>
    <message>
        <location filename="../ui/annotate/differenceeditor.cpp" line="+189"/>
        <source>choose an annotator before drawing boxes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+37"/>
        <source>Nothing to evaluate yet: the study has no ground-truth differences, no annotator&apos;s boxes or completed outputs, and no detector boxes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DifferenceSummary</name>
    <message>
        <location filename="../core/alignment/differencesummary.cpp" line="+165"/>
        <source>correct edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unwanted edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no visual change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisagreementModel</name>
    <message>
        <location filename="../ui/itemmodels/disagreementmodel.cpp" line="+56"/>
        <source>people: %1 &gt; %2; metric: tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>people: %1 &gt; %2; metric: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: against the people on %2 of %3 discordant pairs (weight %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>rank residual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>One output: how far its metric rank is from its human rank across the study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Pairs of outputs the metric orders against the people / pairs the people tell apart (%n metric tie(s) among them).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disc. / comp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driven by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmbeddingStore</name>
    <message>
        <location filename="../core/storage/embeddingstore.cpp" line="+34"/>
        <source>cannot read embeddings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot store embeddings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot commit embeddings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the study is damaged: embedding of output %1 (%2, %3) has %4 values, expected %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../ui/util/filedialogs.cpp" line="+26"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileHashCache</name>
    <message>
        <location filename="../core/inference/filehashcache.cpp" line="+26"/>
        <source>cannot open the file to verify it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the file to verify it: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <location filename="../core/io/formatregistry.cpp" line="+113"/>
        <source>cannot tell the format of this input; choose its format in the Import dialog&apos;s Format list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot tell the format of this input; name one with --format (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>All supported files (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenAiBenchImport</name>
    <message>
        <location filename="../core/io/genaibenchimport.cpp" line="+105"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; pass --judge NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+187"/>
        <source>GenAI-Bench pairs or judge results (.jsonl/.json): human votes as preferences; model_vote as judge votes of --judge (default: the file&apos;s folder name), joined onto the study&apos;s items by idx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-257"/>
        <source>field &apos;idx&apos; must be a number or a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+95"/>
        <source>left_model and right_model must name systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>left_model and right_model are both &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-67"/>
        <source>unknown %1 &apos;%2&apos; (expected leftvote, rightvote, tievote or bothbad_vote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; enter it under Judge in the Import dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>model_vote is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+144"/>
        <source>human_vote &apos;%1&apos; contradicts the study, where &apos;%2&apos; voted &apos;%3&apos; on %4 (left) and %5 (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the study&apos;s item &apos;%1&apos; has %2 outputs and no vote that tells its left system from its right one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study holds item &apos;%1&apos; with the anonymous outputs &apos;left&apos; and &apos;right&apos; of a judge file; import the rows that name left_model and right_model before any judge file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>GenAI-Bench image-editing votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>I2eBenchImport</name>
    <message>
        <location filename="../core/io/i2ebenchimport.cpp" line="+75"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping entry numbers to entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the file holds no entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>entry &apos;%1&apos; is not in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+77"/>
        <source>entry &apos;%1&apos; is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-73"/>
        <source>entry &apos;%1&apos; needs an &apos;image&apos; naming a file of its dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry &apos;%1&apos; needs a non-empty string &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>entry &apos;%1&apos;: the source image &apos;%2&apos; does not exist (nor &apos;%3&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>entry &apos;%1&apos;: the mask &apos;%2&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>entry &apos;%1&apos; judges the image &apos;%2&apos;, but %3 gives &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entry &apos;%1&apos;: &apos;final_judgement&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>I²EBench folder, diverse instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I²EBench folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>I²EBench folder, diverse instructions (div_exp, EditResult/, EditEval/); items &lt;Dim&gt;/&lt;n&gt;/diverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I²EBench folder (EditData/&lt;Dim&gt;/&lt;Dim&gt;.json, EditResult_ori/, EditEval_ori/); one item per entry, one output per model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no &apos;%1&apos; folder here; expected &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dimension found: expected EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageCache</name>
    <message>
        <location filename="../ui/compare/imagecache.cpp" line="+97"/>
        <source>no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImagePreprocess</name>
    <message>
        <location filename="../core/inference/imagepreprocess.cpp" line="+23"/>
        <source>expected a non-empty 8-bit BGR image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preprocessing %1 has invalid sizes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageProbe</name>
    <message>
        <location filename="../core/imaging/imageprobe.cpp" line="+56"/>
        <location line="+6"/>
        <source>corrupt image: the PNG file is cut short (truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+36"/>
        <source>corrupt image: PNG chunk &apos;%1&apos; fails its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>corrupt image: the PNG file is cut short before its pixel data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>corrupt image: the PNG file holds no pixel data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>image does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not a readable image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>corrupt image: cannot read its size (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>image is %1x%2 pixels, over the limit of %3 megapixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>corrupt image: cannot decode it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>corrupt image: the decoder reports &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImagenHubImport</name>
    <message>
        <location filename="../core/io/imagenhubimport.cpp" line="+96"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+61"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header &apos;uid&apos; + one column per model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the header lacks the &apos;uid&apos; column (found: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>header column %1 has no model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names model &apos;%1&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names no model columns after &apos;uid&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the &apos;uid&apos; cell is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uid &apos;%1&apos; already appears on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; is not a rating pair [SC, PQ] of two numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; holds a value outside the scale 0-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+136"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file holds a header but no ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ImagenHub images and human ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ImagenHub rater TSV file or folder of them (uid + one &apos;[SC, PQ]&apos; column per model; ratings SC, PQ, O), or an output folder input/, &lt;Model&gt;/, GroundTruth/ with dataset_lookup.json and the rater TSVs beside them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>no .tsv rater files in this folder; expected one per rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this file and &apos;%1&apos; both name annotator &apos;%2&apos; (the text after the last &apos;_&apos; of the file name); rename one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>semantic consistency: how well the edit follows the instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perceptual quality: naturalness and absence of artifacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overall, sqrt(SC * PQ) per rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/imagenhublayout.cpp" line="-131"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping image file names to {&quot;instruction&quot;: ...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>entry &apos;%1&apos; must be an object with an &quot;instruction&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entry &apos;%1&apos;: &quot;instruction&quot; must be a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>entry &apos;%1&apos;: &quot;%2&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no sample_*.jpg or sample_*.png images in this folder; expected ImagenHub&apos;s input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no entry for the input image &apos;%1&apos;; every image in input/ needs one with its &quot;instruction&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportResolver</name>
    <message>
        <location filename="../core/io/importresolver.cpp" line="+132"/>
        <source>item has an empty id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>an output of item &apos;%1&apos; has no system name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos; has two outputs of system &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a score of item &apos;%1&apos; has no metric id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a rating of item &apos;%1&apos; lacks its annotator or dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a rating of item &apos;%1&apos; is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>difference box [%1, %2, %3, %4] of item &apos;%5&apos; is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>normalized difference box of item &apos;%1&apos; leaves [0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>item &apos;%1&apos; has a normalized %2 box but no %3 image to scale it to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>difference box of item &apos;%1&apos; lies outside its %2x%3 image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference confidence %1 of item &apos;%2&apos; is outside [0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>preference of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>preference of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>preference of item &apos;%1&apos; has no annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>judge vote of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>judge vote of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge vote of item &apos;%1&apos; has no judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge vote of item &apos;%1&apos; has no verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>duplicate item id &apos;%1&apos; (first seen at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>duplicate item id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+222"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-254"/>
        <source>image path &apos;%1&apos; holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the item id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <location line="+1"/>
        <source>the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>the annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>the dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 starts with U+FEFF (a byte order mark), which the study cannot store as written; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>score &apos;%1&apos; of item &apos;%2&apos; is not a number (NaN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+127"/>
        <source>dimension &apos;%1&apos; has an empty scale %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>rating %1 of item &apos;%2&apos; (%3, %4) is outside the %5 scale %6-%7</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/io/importer.cpp" line="+29"/>
        <source>this is the study itself (or its SQLite log); import from another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown import format &apos;%1&apos;; known formats: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>unknown export format &apos;%1&apos;; known formats: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the export format &apos;%1&apos; takes no origin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonDuplicates</name>
    <message>
        <location filename="../core/io/jsonduplicates.cpp" line="+126"/>
        <source>the key &quot;%1&quot; appears twice in one object (first on line %2); EditLens does not guess which one is meant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonRows</name>
    <message>
        <location filename="../core/io/jsonrows.cpp" line="+29"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>row %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected one JSON object per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rows in this file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgeAccuracy</name>
    <message>
        <location filename="../core/alignment/judgeaccuracy.cpp" line="+113"/>
        <source>the %1 rule types scores on the 0-10 scale, and %2 has the value %3 (use the raw rule)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnedMetrics</name>
    <message>
        <location filename="../core/inference/learnedmetrics.cpp" line="+67"/>
        <source>unavailable, because the model encodes frames independently (it has no encode_video method), so order cannot change the score: vificlip_reversed would only repeat vificlip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the embedding tables to compare differ in shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+238"/>
        <source>unknown metric %1 or model %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 cannot stand in for %2 in %3 (different role or embedding size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown learned metric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1, item %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LongCsvTable</name>
    <message>
        <location filename="../core/io/longcsvtable.cpp" line="+29"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the header lacks column &apos;%1&apos; (required: %2; found: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>column &apos;%1&apos; is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is neither a finite number nor inf or -inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MagicBrushImport</name>
    <message>
        <location filename="../core/io/magicbrushimport.cpp" line="+80"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an object mapping session ids to lists of turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>session &apos;%1&apos; must be a list of turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn %1 of session &apos;%2&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>turn %1 of session &apos;%2&apos;: field &apos;%3&apos; must be a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>MagicBrush folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MagicBrush test-set folder (images/&lt;id&gt;/ and edit_sessions.json); one item per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no such folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &apos;%1&apos; folder here; expected images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the file holds no edit sessions (expected an object mapping each image id to its list of turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no edit sessions found: there is no edit_sessions.json, and no images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>session &apos;%1&apos; refers to &apos;%2&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+68"/>
        <source>EditLens studies (*.editlens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/studytransfers.cpp" line="+39"/>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export Report to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Report written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write the report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManifestExport</name>
    <message>
        <location filename="../core/io/manifestexport.cpp" line="+158"/>
        <source>EditLens manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest (JSON Lines); round-trips everything a study holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManifestImport</name>
    <message>
        <location filename="../core/io/manifestimport.cpp" line="+53"/>
        <location line="+15"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be a number, &quot;inf&quot; or &quot;-inf&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>field &apos;%1&apos; must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>field &apos;%1&apos; must be detector, annotator or ground_truth, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>field &apos;%1&apos; must be ADD, REMOVE or EDIT, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be [x0, y0, x1, y1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must hold four numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>field &apos;%1&apos; must be &quot;normalized&quot; or &quot;pixels&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>field &apos;%1&apos; must be YES or NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be accepted, rejected or relabelled, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>field &apos;%1&apos; must be ground_truth, excessively_preserved or excessively_modified, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &apos;%1&apos; must hold annotator names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>field &apos;%1&apos; must hold strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;%1&apos; must be a whole number from 0 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>field &apos;%1&apos; must be A, B, tie or both_bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;%1&apos; gives dimension &apos;%2&apos; an empty scale %3-%4 (min must be below max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>EditLens manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest, JSON Lines with one item per line (the native format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>truncated JSON (%1 at column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>each line must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the header line must come before the first item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>manifest version %1 is not a version number (a whole number from 1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>manifest version %1 is newer than this EditLens reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the manifest holds no items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaskRegionCommand</name>
    <message>
        <location filename="../core/document/commands/maskcommands.cpp" line="+92"/>
        <source>Add region to mask</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaskStrokeCommand</name>
    <message>
        <location line="-70"/>
        <source>Erase mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint mask</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricAvailability</name>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="+18"/>
        <source>no model for %1 in the model manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no model folder set (EDITLENS_MODELS or Settings → Model folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>S_modify needs CLIP: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricRegistry</name>
    <message>
        <location filename="../core/scoring/metricregistry.cpp" line="+27"/>
        <source>source image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction (target caption when present)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and source/target captions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image, outside the differences of the chosen origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>instruction (target caption when present), on the coherent differences of the chosen origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean absolute difference on [0, 1] (MagicBrush L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean squared difference on [0, 1] (MagicBrush &quot;L2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSNR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak signal-to-noise ratio in dB, data range 255</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSIM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>structural similarity, Gaussian window (Wang et al. 2004)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP-I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CLIP image embedding cosine, original vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP-T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CLIP cosine of the edited image and the instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP-D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CLIP directional similarity (InstructPix2Pix), needs source and target captions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DINO-I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DINO ViT-S/16 CLS cosine, original vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LPIPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LPIPS (AlexNet) distance, original vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ViFi-CLIP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>100 x cosine of the 2-frame video [original, edited] and the instruction (ViFi-CLIP, frame features mean-pooled unless the model has encode_video)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ViFi-CLIP, frames reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>diagnostic: ViFi-CLIP on [edited, original]; needs a model with encode_video, since mean pooling cannot see the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pixel-diff detector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>built-in difference boxes (not DICE), stored as differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; components stored as bpm_s_*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>L1 (ground truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean absolute difference to the ground-truth image on [0, 1] (MagicBrush L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L2 (ground truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean squared difference to the ground-truth image on [0, 1] (MagicBrush &quot;L2&quot;, torch MSELoss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CLIP-I (ground truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CLIP image embedding cosine, ground truth vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DINO-I (ground truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DINO ViT-S/16 CLS cosine, ground truth vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DINOv2-I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DINOv2 ViT-S/14 CLS cosine, original vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2-I (ground truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DINOv2 ViT-S/14 CLS cosine, ground truth vs edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CLIP-I background (DICE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CLIP-T region (DICE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DICE + CLIP prompt adherence: mean CLIP-T of the instruction (target caption when present) and the crops of the chosen origin&apos;s differences labelled coherent (ADD/EDIT cropped from the output, REMOVE from the original); 0 when none is coherent (no coherent edit); no value on an output that origin never annotated or detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>BPM component S_preserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_modify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_semantic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pixel-diff detector: boxes found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>imported (not computed by EditLens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (final turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; final turn of a chain: the last output against the first turn&apos;s source image and all turns&apos; instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, of the chain&apos;s last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, of the chain&apos;s first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>unknown metric %1 (known: %2, or all)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelRegistry</name>
    <message>
        <location filename="../core/inference/modelregistry.cpp" line="+41"/>
        <source>preprocessing %1: unknown resize rule &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>preprocessing %1: expected positive sizes and three mean/std values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>preprocessing %1: std must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>model %1: unknown role &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>model &quot;%1&quot;: expected an id, file names, inputSize and embeddingSize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a valid model manifest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported model manifest schema (expected 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>model %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1: unknown preprocessing &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>metric &quot;%1&quot;: expected a known model, a known preprocessing and a direction (higher or lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in model manifest is missing from this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unknown model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the model folder (none is set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable: model %1 not installed (expected %2 in %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveResizeDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="-36"/>
        <source>Move box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <location filename="../core/io/outputfile.cpp" line="+179"/>
        <source>no output file named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this is %1, which the study uses; an export never writes over the study or its images: name another file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../ui/compare/overlayjobs.cpp" line="+59"/>
        <source>no image to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global edit (whole image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 (%3), size %4, position %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no output image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rules: %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare/overlaylayers.cpp" line="+118"/>
        <source>pixel-diff detector (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (imported detector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1
from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>YES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent with the instruction: %1
%2
(%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>M_origin: o1 in the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M_edit: o2 in the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_origin ∪ M_edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preserved region (outside M_origin ∪ M_edit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>S_modify crop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>o1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>o2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag to compare: original on the left, output on the right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PixelMetrics</name>
    <message>
        <location filename="../core/metrics/pixelmetrics.cpp" line="+48"/>
        <source>the source image is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the source image is not 8-bit BGR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is not 8-bit BGR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the edited image is %1x%2 pixels, the source %3x%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot resize the edited image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>image does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot decode the image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot decode the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+146"/>
        <source>the mask is not a single-channel 8-bit image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mask is %1x%2 pixels, the source %3x%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the mask leaves no preserved pixel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the mask leaves no preserved pixel inside the SSIM frame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <location filename="../core/storage/planstore.cpp" line="+41"/>
        <location line="+57"/>
        <source>cannot save the study plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+78"/>
        <source>cannot read the study plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-55"/>
        <source>a plan needs an annotator name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>cannot save a gold answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>cannot read progress: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressCsvExport</name>
    <message>
        <location filename="../core/io/progresscsvexport.cpp" line="+26"/>
        <source>Annotator progress CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-annotator progress and time spent per item (plan position, judgements, sessions, seconds, submission, revisions), CSV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingTable</name>
    <message>
        <location filename="../core/alignment/ratingtable.cpp" line="+34"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the study has no scores of metric &apos;%1&apos; in version &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingsCsvExport</name>
    <message>
        <location filename="../core/io/ratingscsvexport.cpp" line="+21"/>
        <source>Ratings CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every rating, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingsCsvImport</name>
    <message>
        <location filename="../core/io/ratingscsvimport.cpp" line="+23"/>
        <source>Ratings CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>human ratings, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: annotator &apos;%3&apos; already rated &apos;%4&apos; on line %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file holds a header but no ratings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RelabelDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+65"/>
        <source>Relabel box as %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/report/reportcharts.cpp" line="+182"/>
        <source>correlation (whisker: 95% bootstrap CI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+79"/>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+221"/>
        <location filename="../core/report/reportevaluations.cpp" line="+139"/>
        <source>items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-220"/>
        <location filename="../core/report/reportdifferences.cpp" line="+101"/>
        <location line="+42"/>
        <source>outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>editing systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="-43"/>
        <source>annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="+44"/>
        <source>differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alignment sections cover only the outputs that meet every condition (edit type: of the item&apos;s parse; tag; system). Ground-truth test, α sweep and difference detection cover every output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extreme edits, q = %1: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (linear interpolation between order statistics, as numpy&apos;s default; ties at a threshold are in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correlations (Spearman with average ranks, Pearson, Kendall τ-b) are combined over editing systems with the protocol &apos;%1&apos;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>95% CI: percentile bootstrap of the Spearman value over items, %1 resamples, seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No confidence intervals (bootstrap off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p: two-sided p-value of each correlation (H0: no correlation), as scipy.stats computes it: Pearson and Spearman through Student&apos;s t with n − 2 degrees of freedom, Kendall τ-b through the normal approximation with tie correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p: two-sided p-value (H0: no correlation). Each system&apos;s correlation has its own (scipy.stats: Student&apos;s t with n − 2 degrees of freedom for Pearson and Spearman, the tie-corrected normal approximation for Kendall τ-b); the systems&apos; values are combined with Stouffer&apos;s signed z. The systems share items, so read the combined value as a guide rather than an exact level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The human value of an output is the mean of the annotators who rated it. Distances (lower is better) are negated before every statistic, so for every metric a positive correlation and a pairwise alignment above 0.5 mean that it agrees with people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairwise alignment (BPM, Table 1): for each pair of editing systems (A, B), over the items rated for both:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human ceiling: human-to-human = each annotator&apos;s Spearman against the mean of the other annotators, per system, averaged with the same protocol; ICC(2,1) = two-way random, absolute agreement (Shrout &amp; Fleiss) over outputs rated by every annotator; Krippendorff&apos;s α (interval) with missing ratings allowed. Systems with an undefined correlation are left out and listed, never counted as 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM (Balancing Preservation and Modification):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disagreement queue: per item, the pairs of outputs the metric orders against the humans (human ties left out, metric ties count as disagreements), score = discordant / comparable pairs. Items with one output use |rank(metric) − rank(human)| / (N − 1) across the study. For BPM the driver is the component (S_preserve, S_modify, region) that orders most of the discordant pairs against the humans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+119"/>
        <location line="+49"/>
        <location filename="../core/report/reportevaluations.cpp" line="-4"/>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-168"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportevaluations.cpp" line="-33"/>
        <source>direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unversioned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 over %2 by %3; metric tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 over %2 by %3; metric prefers %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Disagreement queue (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No item where %1 orders the outputs against the humans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discordant / comparable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worst pair (humans prefer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>single output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dimension: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human ceiling (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>human-to-human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ICC(2,1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krippendorff α (interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>excluded systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>annotators left out (system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alignment with the humans (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spearman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Pearson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kendall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairwise alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-203"/>
        <location line="+204"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-122"/>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>as defined by the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+140"/>
        <source>human ceiling (h2h, ICC, α)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman with the humans: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman per metric with 95% CI and the human ceiling band, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pairwise alignment per system pair (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Metric against human, per output (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of annotators)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scatter of %1 against human %2, one colour per system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="-70"/>
        <source>Pairwise judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each judge&apos;s vote on a pair of outputs against the human vote on it (left, right, tie, both bad): the share of votes the judge gets right (GenAI-Bench&apos;s four-way accuracy; random guessing scores about 26 %). A verdict judge is right when its verdict allows the human vote ([[A&gt;B]] for left, [[A=B]] for tie or both bad). A score metric votes by the %1 rule: %2. Distances vote with their sign turned, so the lower distance wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>each score&apos;s type is round-half-even(score / 5) on the 0-10 scale, the higher type wins, equal types are a tie when both scores are at least 9 and both bad otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each score&apos;s type is round-half-even(score / 5), the higher type wins and equal types are a tie (AURORA-Bench has no both-bad label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the higher score wins and equal scores are a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted left / right / tie / both bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unavailable, because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n vote(s) on unscored outputs left out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unparseable verdict(s) counted wrong</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/reportdifferences.cpp" line="-103"/>
        <source>Difference detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>detector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AP50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP75</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AP M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>class-aware AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP ADD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AP REMOVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP EDIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Agreement between annotators on differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes: on the outputs both annotators examined (marked complete or drew on), their boxes are paired one to one (same op, IoU ≥ 0.5, highest IoU first); F1 = 2 · matched / (boxes of one + boxes of the other). Coherence: the labels both gave one difference, and each one&apos;s label on their matched boxes; Cohen&apos;s κ per pair. Mean F1 %1. Labels of one difference by several annotators: Fleiss&apos; κ %2 (%3 raters, %4 differences every rater labelled), Krippendorff&apos;s α (nominal) %5 (%6 differences).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cohen κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Per-system summary of differences (DICE Table 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no rubric dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per editing system and origin: correct edits = differences labelled coherent, unwanted edits = differences labelled incoherent (both as % of the labelled differences), no visual change = outputs without any difference (% of the outputs the origin examined: for the truth those with a ground-truth difference or marked complete, for an annotator those they completed or drew on, for a detector those with its boxes or a recorded run). Beside them, people&apos;s mean rating of the matching rubric dimension on the same outputs (%1), and Pearson&apos;s r of the two over outputs and over systems. Correct and unwanted edits are n/a for an origin that labelled none of its differences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>correct edits %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>unwanted edits %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no visual change %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>r over outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>r over systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-108"/>
        <source>images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Each detector&apos;s boxes against the truth, COCO AP as pycocotools computes it (DICE-D style). The outputs are those with a ground-truth difference and those an annotator marked complete (no further differences); on a complete output the completing annotators&apos; boxes are truth too, and a detection on a complete output without any difference is a false positive. Class-agnostic AP ignores the op; class-aware AP takes ADD, REMOVE and EDIT as categories; coherence-aware AP takes the coherence label (the detector&apos;s own estimate against the truth&apos;s) as the category, over outputs whose every truth box is labelled; it and the coherence agreement are n/a for a detector that gives no coherence labels (the built-in pixel-difference detector has no coherence estimator).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>coherence-aware AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP coherent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP incoherent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>images (unlabelled detections)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence accuracy (pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="+17"/>
        <source>Edit-text retrieval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit → text ranks every distinct text of the study for each output; text → edit ranks the outputs of the same system for each output&apos;s text. Similarity is the metric&apos;s cosine; rank 1 is the best and ties count for the query (rank = 1 + the number of strictly more similar candidates). R@k is the percentage of queries ranked k or better. CLIP-D ranks the image direction against the caption direction; vectors of norm 0 (no direction) are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model %1, version: %2. %3 of %4 outputs ranked against %5 texts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+71"/>
        <source>system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit → text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text → edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+15"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ground-truth test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM&apos;s ground-truth test (Table 4): on each item with a ground-truth edit, an excessively preserved candidate (the original plus noise) and an excessively modified one, the share of items on which the metric scores each candidate best (distances: lowest). A tie for best splits the item equally among the tied candidates; such items are counted under &apos;ties&apos;. A metric that balances preservation and modification favours the ground truth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively preserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>α sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM(α) = α·S_semantic + (1 − α)·S_region recomputed from the stored components of %1 outputs, and its pairwise alignment with each dimension (the paper&apos;s Table 9 peaks at α = 0.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+17"/>
        <source>drawing the report&apos;s charts needs a QGuiApplication (fonts); none is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+3"/>
        <location line="+17"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>EditLens report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study file %1, EditLens %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot create the report folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportExportJob</name>
    <message numerus="yes">
        <location filename="../ui/alignment/reportexportjob.cpp" line="+53"/>
        <source>Wrote the report to %1 (and report.md, %n chart(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Retrieval</name>
    <message>
        <location filename="../core/stats/retrieval.cpp" line="+197"/>
        <source>retrieval input: expected %1-d rows and a valid text for every edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>retrieval: the similarity product failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <location filename="../core/storage/rubric.cpp" line="+21"/>
        <source>Very Poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Please assess whether the edited image meets the editing requirements. The assessment is divided into five dimensions: overall editing quality, quality of the edited area, consistency of the non-edited area, whether the size of the edited object meets the editing instructions, and whether the position of the edited object is correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overall editing quality: Evaluate the overall quality of the generated image, considering the realism of the edited image, whether the edits align with the editing instructions and appear natural, and whether the non-edited areas remain consistent with the original image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quality of the edited area: Assess whether the modified areas required by the instructions meet the textual editing instructions and appear natural.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Consistency of the non-edited area: Evaluate whether the areas that should not be edited remain consistent with the original image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size: Whether the size of the edited object meets the editing instructions, For example, &quot;make the fire hydrant blue&quot; means that the size of the fire hydrant should remain unchanged; while &quot;make the vase bigger&quot; means that the vase should increase in size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Position: Whether the position of the edited object is correct, For example, &quot;make the hydrant blue,&quot; the position of the hydrant should remain unchanged; &quot;put an apple on the table&quot;, the apple should be on top of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rate each edited image 0 (fail), 0.5 (partial) or 1 (success) for semantic consistency and perceptual quality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Semantic consistency: how well the edit follows the instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perceptual quality: naturalness and absence of artifacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rate the correct edits and the unwanted edits from 1 to 5, and mark images that show no visual change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Correct edits: how well the requested changes were made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unwanted edits: changes that the instruction did not ask for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No visual change: the edited image looks like the original</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RubricStore</name>
    <message>
        <location line="+16"/>
        <source>a rubric needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid scale for dimension &apos;%1&apos; of rubric &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot save rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>cannot delete rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot read rubrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>cannot read study settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot save study settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleLabelStore</name>
    <message>
        <location filename="../core/storage/rulelabelstore.cpp" line="+27"/>
        <source>cannot store the labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot declare dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot record annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot remove the earlier labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read the annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot remove the earlier scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>label %1 of output %2 is outside the scale %3-%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot store a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot store a label&apos;s rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot store a label&apos;s score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read the labels: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <location filename="../core/storage/schema.cpp" line="+273"/>
        <source>not a study file (cannot read its schema version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an EditLens study: the database holds tables but no EditLens schema version (SQLite user_version is 0); it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>study was written by a newer EditLens (schema %1, this build reads up to %2); it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the study is damaged: its table &apos;%1&apos; is missing (schema %2); it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>migration to schema %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot record schema version: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreRun</name>
    <message>
        <location filename="../core/scoring/scorerun.cpp" line="+12"/>
        <source>no metric chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the number of worker threads must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s alpha must be a number from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the DICE + CLIP origin must name an origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 (%2): %n output(s) scored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 version: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reference: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outputs %1, computed %2, already stored %3, values written %4, differences %5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (interrupted: run again to resume)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSummary</name>
    <message>
        <location filename="../core/storage/scoresummary.cpp" line="+21"/>
        <source>cannot read the study: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreWriter</name>
    <message>
        <location filename="../core/storage/scorewriter.cpp" line="+19"/>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot store scoring results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>cannot commit scoring results: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoresCsvExport</name>
    <message>
        <location filename="../core/io/scorescsvexport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every metric score, CSV with columns item_id, system, metric, value, version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoresCsvImport</name>
    <message>
        <location filename="../core/io/scorescsvimport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>metric scores, CSV with columns item_id, system, metric, value and optionally version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos; already has a &apos;%3&apos; score of version &apos;%4&apos; on line %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file holds a header but no scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringChain</name>
    <message>
        <location filename="../core/scoring/scoringchain.cpp" line="+59"/>
        <source>item &apos;%1&apos; names source_item &apos;%2&apos;, which is not in the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the chain ending at item &apos;%1&apos; loops</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetCoherenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+84"/>
        <source>Clear coherence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark coherent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark not coherent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetOutputCompleteCommand</name>
    <message>
        <location line="-28"/>
        <source>Mark output complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark output incomplete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetPreferenceCommand</name>
    <message>
        <location filename="../core/document/commands/ratingcommands.cpp" line="+68"/>
        <source>Prefer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear preference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetRatingCommand</name>
    <message>
        <location line="-41"/>
        <source>Rate %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear rating %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqliteDialect</name>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+61"/>
        <source>the SQLite driver exposes no handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>process %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (pid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the database gave no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program (a window or editlens-cli)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it for more than %2 s; try again when it has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it; stopped waiting after %2 s as asked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyDocument</name>
    <message>
        <location filename="../core/document/studydocument.cpp" line="+94"/>
        <source>this item was submitted and is locked; choose Revise to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+83"/>
        <source>no difference with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>choose an annotator first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+39"/>
        <source>Imported %1 items, %2 outputs, %3 ratings (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyPaths</name>
    <message>
        <location filename="../core/storage/studypaths.cpp" line="+49"/>
        <source>empty image path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>path &apos;%1&apos; names the study folder &apos;%2&apos; itself, not an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; leaves the study folder &apos;%2&apos; through &apos;..&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; is an absolute path outside the study folder &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>path &apos;%1&apos; (relative to &apos;%2&apos;) lies outside the study folder &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>image &apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyPlan</name>
    <message>
        <location filename="../core/document/studyplan.cpp" line="+36"/>
        <source>cannot read outputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>cannot read judgements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Output %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyReader</name>
    <message>
        <location filename="../core/storage/studyreader.cpp" line="+56"/>
        <source>cannot read dimensions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot list items: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>item %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot read study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>the study is damaged: %1 holds &apos;%2&apos;, which is not a number; it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the rating of output %1 by &apos;%2&apos; on &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the &apos;%1&apos; score of output %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyRetrieval</name>
    <message>
        <location filename="../core/scoring/studyretrieval.cpp" line="+27"/>
        <source>unknown learned metric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 is not an edit-text similarity; retrieval ranks by one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no model folder given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding was not asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no %1 embeddings of %2 are stored in the study, and none could be computed: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyScorer</name>
    <message>
        <location filename="../core/scoring/studyscorer.cpp" line="+368"/>
        <source>no BPM on %1 of %2 output(s), for example: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>unavailable with --chain final: its regions belong to one turn; score it with --chain turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>BPM unavailable: S_modify needs CLIP (the clip_i model and bpe_simple_vocab_16e6.txt.gz in the model folder); stored its components S_preserve, S_size, S_position, S_region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: needs source and target captions (manifest fields source_caption and target_caption); no item of this study has both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+169"/>
        <source>unavailable, because no item has a ground-truth image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unavailable on %1 of %2 output(s), because the item has no ground-truth image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+167"/>
        <source>not judged on %1 output(s), for example: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <location filename="../core/storage/studystore.cpp" line="+73"/>
        <location line="+288"/>
        <source>a file with this name already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-286"/>
        <source>study file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty, not a study (a study is an SQLite file made by New Study or by importing into a new path); it was left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot open study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot configure the database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a study file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an empty SQLite database, not an EditLens study (it has no tables and no schema version); it was left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot configure the database (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot write study settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read study settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>cannot save study settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot count study contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>a rating needs an annotator name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot start a transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot record annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+4"/>
        <source>cannot save rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot clear rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot read rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write a copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Subset</name>
    <message>
        <location filename="../core/alignment/subset.cpp" line="+42"/>
        <source>a subset is edit_type=TYPE, tag=TAG or system=NAME, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the extremes share must be in (0, 0.5], not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no output of the study has %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemPairModel</name>
    <message>
        <location filename="../ui/itemmodels/systempairmodel.cpp" line="+112"/>
        <source>%1, %2: share of the items rated for both systems (human ties left out) that the metric orders like the humans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableColumns</name>
    <message>
        <location filename="../core/io/tablecolumns.cpp" line="+140"/>
        <source>column mapping entry &apos;%1&apos; has no &apos;=&apos;; write ROLE=COLUMN (roles: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column mapping entry &apos;%1&apos;: unknown role &apos;%2&apos; (roles: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column mapping entry &apos;%1&apos;: only output and target name a system (ROLE:SYSTEM=COLUMN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping entry &apos;%1&apos;: the system name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping: &apos;output=&apos; (no outputs) cannot go with output columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column mapping names role &apos;%1&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TorchModel</name>
    <message>
        <location filename="../core/inference/torchmodel.cpp" line="+121"/>
        <source>model %1 expects %2×%2 images, got %3×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model %1: expected %2 from %3, got a %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: expected %2 from %3, got %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>model %1: expected [N] or [N,1,1,1] from forward, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>unavailable: model %1 not installed (no such file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>model %1: not a readable TorchScript file (expected %2 saved with torch.jit.save): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model %1: the TorchScript file has no method %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>model %1: running it on a zero input failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>model %1 computes distances, not embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+46"/>
        <location line="+32"/>
        <location line="+33"/>
        <source>model %1: %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-96"/>
        <source>model %1 has no video encoder (encode_video)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: every clip needs the same number of frames (at least one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>model %1 has no text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 expects %2 tokens per text, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>model %1 is not a distance model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model %1: %2 first images but %3 second images</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Utf8Text</name>
    <message>
        <location filename="../core/util/utf8text.cpp" line="+74"/>
        <source>the file is not UTF-8 text: byte 0x%1 at column %2 (byte offset %3) does not start a valid UTF-8 character</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VieScoreImport</name>
    <message>
        <location filename="../core/io/viescoreimport.cpp" line="+96"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping uids to {&quot;score&quot;: ..., &quot;reasoning&quot;: ...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>uid &apos;%1&apos;: expected an object with a &quot;score&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uid &apos;%1&apos;: the sub-score %2 lies outside VIEScore&apos;s scale 0-10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>uid &apos;%1&apos;: the score %2 is not a number or a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>VIEScore judge outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VIEScore folder &lt;system&gt;/SC.json + PQ.json; scores SC, PQ, O under --metric (viescore)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>expected a folder of &lt;system&gt;/SC.json and &lt;system&gt;/PQ.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no &lt;system&gt;/SC.json or &lt;system&gt;/PQ.json in this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>system &apos;%1&apos; has no %2; both SC.json and PQ.json are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no uid is judged in both SC.json and PQ.json</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens-cli</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+29"/>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>waiting: another program is writing to the study (Ctrl+C to stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only the outputs with this edit type (of the item&apos;s parse), tag or system: edit_type=TYPE, tag=TAG or system=NAME. Repeatable; all must hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only the extreme edits: per dimension, the outputs whose mean human rating is at or below the Q-quantile or at or above the (1-Q)-quantile (0 &lt; Q &lt;= 0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--subset: unknown edit type &apos;%1&apos;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wrong number of arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>How a score metric judges the human pairwise votes: genaibench (types round(score/5) on 0-10, equal types: tie if both &gt;= 9, else both bad), aurora (same types, equal types: tie) or raw (higher score wins, equal: tie). Default genaibench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--pairwise-rule must be genaibench, aurora or raw, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rubric dimensions set beside DICE&apos;s per-system summary columns, as CORRECT,UNWANTED,NOCHANGE (correct edits, unwanted edits, no visual change); an empty entry keeps the one matched by name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--summary-dimensions takes at most three names, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--summary-dimensions: the study has no dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+77"/>
        <source>Folder to create the demo study in (created if missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rebuild the demo even if DIR already holds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder of source photographs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-88"/>
        <source>scored %1 outputs: %2 (values %3, detector boxes %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Store no metric (by default the demo is scored with %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creates the synthetic demo study (real photographs edited by EditLens so the truth is known), scores it with the pixel metrics, the built-in detector and BPM (learned metrics need --models of &apos;score&apos;), and prints the study file&apos;s path as the last line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Study file (.editlens); created if it does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>File or folder to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input format (default auto):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+174"/>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Editing system name, for formats without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+6"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Annotator name, for formats without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric id, for judge or score files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairwise judge name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Image root of a new study (default: the source&apos;s folder). Every image path must lie inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Column mapping of a table (implies --format table): comma-separated ROLE=COLUMN, roles id, instruction, source, target, output, source_caption, target_caption; output (repeatable) and target may name their system as output:SYSTEM=COLUMN; ROLE= maps no column. Roles left out are found by header name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MAPPING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imports a dataset, ratings or scores into a study, all or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--columns maps the columns of a table; it cannot go with --format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown format &apos;%1&apos;; known formats:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the image root is not an existing folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>imported %1 items, %2 outputs, %3 ratings (%4) into %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n judge vote(s) by %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+59"/>
        <location filename="../app/cli/scorecommand.cpp" line="+36"/>
        <location filename="../app/cli/reportcommand.cpp" line="+20"/>
        <location filename="../app/cli/retrievalcommand.cpp" line="+71"/>
        <location filename="../app/cli/aligncommand.cpp" line="+101"/>
        <location filename="../app/cli/autolabelcommand.cpp" line="+53"/>
        <source>Study file (.editlens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Print one JSON object with integer counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prints what a study holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image root: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>metric %1: %2; reference: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as defined where it was imported from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Output file, or folder for a format that writes several files (dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output format:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whose differences to write (dice): truth (default, the ground truth), an annotator&apos;s or a detector&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ORIGIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exports a study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format must be one of:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--origin does not apply to the format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exporting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-71"/>
        <source>Only this rating dimension (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+3"/>
        <source>Only this metric (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+7"/>
        <source>How per-system correlations are combined: viescore = tanh(mean rho) (default), fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+5"/>
        <source>Use this annotator&apos;s ratings instead of the mean of all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+9"/>
        <source>Resamples over items for 95% confidence intervals (0 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+4"/>
        <source>Print one JSON object (README: Alignment JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Measures how well every metric agrees with the human ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="+28"/>
        <location filename="../app/cli/aligncommand.cpp" line="+9"/>
        <source>--protocol must be viescore, fisher, mean or pooled and --bootstrap a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../app/cli/aligncommand.cpp" line="+24"/>
        <source>loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="-137"/>
        <source>ground-truth test (share of items each candidate wins):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alpha sweep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>alpha sweep %1 (pairwise alignment): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes %1 vs %2: F1 %3 (%4 matched of %5 + %6 on %7 outputs); coherence agreement %8, Cohen kappa %9 (%10 pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>coherence labels: Fleiss kappa %1 (%2 raters, %3 differences), Krippendorff alpha %4 (%5 differences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>summary %1, %2: correct edits %3, unwanted edits %4, no visual change %5 (%6 outputs, %7 differences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Use version V of metric M (repeatable). Default: the version scored on the most outputs, ties to the one that sorts last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored components and give each alpha&apos;s pairwise alignment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--metric-version must be METRIC=VERSION, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; %6 images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>protocol: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>subset: %1 (%2 outputs; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n infinite value(s) left out of Pearson</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no p-value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 without a human vote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>score judge %1: unavailable, because %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>predicted left %1, right %2, tie %3, both bad %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score judge %1 (%2 rule): four-way accuracy %3 (%4 of %5 votes; %6; %7 votes on unscored outputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+7"/>
        <source>create the synthetic demo study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>import a dataset, ratings or scores into a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print what a study holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute metrics and detector boxes for every output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measure how well every metric agrees with the humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ADIEE&apos;s automatic evaluation labels (rules, multi-turn samples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set or show a user study&apos;s plan (annotators, task, what they see)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>synthetic edit pairs with known differences, for training difference detectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit-text retrieval (R@k, mean and median rank) by a metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write an HTML and Markdown report of a study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usage: editlens-cli COMMAND [OPTIONS] ARGS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &apos;editlens-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit status: 0 success, 1 error, 2 usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/scorecommand.cpp" line="+2"/>
        <source>Comma-separated metric ids (%1) or all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model folder for learned metrics (default: $EDITLENS_MODELS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worker threads (default: all cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute values already stored with the same version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s weight of S_semantic against S_region (default 0.7); a new value recomputes BPM from the stored components, without images or models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BPM&apos;s region-aware judge and S_modify crops: &apos;paper&apos; (default: f_size and f_position for every instruction, each image cropped by its own object) or &apos;released&apos; (the released code: size only for &apos;change size&apos;, position only for &apos;add X next to Y&apos;, one shared crop, uint8 wrap). The BPM version names the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-turn chains: &apos;turn&apos; (default: every turn against its own input) or &apos;final&apos; (MagicBrush&apos;s final-turn setting: each chain&apos;s last output against the first turn&apos;s input, its instructions joined, the last turn&apos;s ground truth; stored as &lt;metric&gt;_final).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/cli/retrievalcommand.cpp" line="+12"/>
        <source>Model for vificlip: vificlip-b16 (default) or clip-vit-b-16 (zero-shot CLIP baseline, named so in the version).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whose differences clip_i_bg and clip_t_region (DICE + CLIP) use: &apos;%1&apos; (default: the study&apos;s ground-truth differences), an annotator&apos;s name, or a detector&apos;s (e.g. &apos;DICE&apos;, &apos;%2&apos;). The versions name the origin, so values of different origins are kept apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computes metrics for every output of a study and stores them. Resumable: values already stored with the same version are skipped. Ctrl-C stops after the current chunk and leaves the study consistent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--jobs must be a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--alpha must be a number from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--bpm-rules must be &apos;paper&apos; or &apos;released&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--chain must be &apos;turn&apos; or &apos;final&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-358"/>
        <location filename="../app/cli/scorecommand.cpp" line="+32"/>
        <location filename="../app/cli/autolabelcommand.cpp" line="+95"/>
        <source>scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="+5"/>
        <source>%1 version: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="-41"/>
        <source>Folder for index.html, report.md and charts/ (created).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Comma-separated stored metric ids (default: every scored one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Writes a self-contained HTML report and the same content as Markdown: alignment tables, the human ceiling, charts and the disagreement queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wrote %1 and %2 (%3 charts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/retrievalcommand.cpp" line="-45"/>
        <source>%1: model %2, version %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 outputs ranked against %3 texts (%4 encoded now%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edit-&gt;text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text-&gt;edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Similarity to rank by: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder to encode missing embeddings with (default: $EDITLENS_MODELS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print JSON on stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit-text retrieval by a learned similarity: for every output, the rank of its own text among all texts of the study (edit-&gt;text), and of the output among its system&apos;s outputs for that text (text-&gt;edit); R@1/5/10/50 in percent, mean and median rank. Rank 1 is the best; ties count for the query (1 + the number of strictly more similar candidates). Embeddings missing from the study are computed and stored first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--metric must be one of %1, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-120"/>
        <source>writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped chain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chains %1, samples %2, labelled outputs %3 (annotator %4, dimension %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Annotator the labels are stored under (default adiee-rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P in [0, 100]: the thresholds are the P-th percentile of the input images&apos; CLIP-I and DINO-I to their ground truth (required for the single-output rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A high-quality system&apos;s output below this CLIP-D gets 0.5 (default 0.2, InstructPix2Pix&apos;s filter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Systems whose outputs all get 0, comma-separated (default the paper&apos;s: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; &apos;&apos; for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems whose outputs get 1, or 0.5 below the CLIP-D threshold (default the paper&apos;s: MagicBrush,AURORA; &apos;&apos; for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model folder: metrics the rules need and the study lacks are scored first (default $EDITLENS_MODELS; without one, stored values only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Build ADIEE&apos;s multi-turn samples into a new study (--out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (--multi-turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs (i, j) per chain, drawn with --seed (default 0: every pair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed for --pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--multi-turn needs --out NEW.editlens; --pairs is a count and --seed a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--percentile P (0-100) is required: the CLIP-I and DINO-I thresholds are the P-th percentile of the input images&apos; similarities to their ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--clip-d-threshold must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: unavailable, because %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thresholds (P%1 over %2 input images): tau_clip %3, tau_dino %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>low-quality systems in the study: %1; high-quality: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule %1: %2 outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no label (%1): %2 outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled %1 of %2 outputs as %3 on dimension %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/synthcommand.cpp" line="+17"/>
        <source>Folder of photographs (jpg, png, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (.editlens); its images go to a folder &lt;name&gt;-images beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to make (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of every random choice; the same seed gives the same images and manifest (default 20261121).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>COCO instance-segmentation file whose objects (polygon segmentation or bbox) are the regions edited and named; file_name relative to SRC_DIR. Without it, regions are random ellipses named by their colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Makes synthetic edit pairs for training and testing difference detectors: each photograph edited once by inpainting removal, recolouring, pasting or moving a region, with the instruction and the exact ADD/REMOVE/EDIT boxes and masks as ground truth. Export them with &apos;export --format dice OUT --origin truth&apos; or &apos;--format coco&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--count must be a whole number of at least 1 and --seed one from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>synth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 pairs from %2 photographs (%3 skipped): %4; %5 ground-truth differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n crowd annotation(s) of the objects file left out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>images and manifest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/plancommand.cpp" line="+233"/>
        <source>planned %n annotator(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::cli</name>
    <message>
        <location line="-195"/>
        <source>cannot read the passphrase file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairs per item: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>every pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotators see system names: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotators see detector boxes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotators see the ground truth: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>items locked after submit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>break reminder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>protected by a passphrase: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>annotator %1: %2 items planned, %3 submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The study (.editlens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item ids in the plan (default: every item).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item ids of gold / attention items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submitted items stay editable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let anyone with the study file change the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the study has no system &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core</name>
    <message>
        <location filename="../core/io/diceexport.cpp" line="-31"/>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/demo/synthpairs.cpp" line="+127"/>
        <source>no visible edit could be made of this photograph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no such folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the objects file names no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the folder holds no image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+50"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-45"/>
        <source>cannot write the manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the number of pairs must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study already exists; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no usable photograph (see the warnings above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot create folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/tableimport.cpp" line="+25"/>
        <source>item id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edited image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1; the header has: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceClipStage</name>
    <message>
        <location filename="../core/scoring/diceclipstage.cpp" line="+74"/>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+93"/>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no coherent box lies inside its image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unavailable on %1 of %2 output(s), because no differences of origin &apos;%3&apos; were recorded for them (never annotated or detected by it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable on %1 of %2 output(s), because the study has no differences of origin &apos;%3&apos; (it has: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not computed on %1 output(s), for example: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceExport</name>
    <message>
        <location filename="../core/io/diceexport.cpp" line="+60"/>
        <source>no output folder named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no differences to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::EntryWriter</name>
    <message>
        <location line="-136"/>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 image of a %2 box has no known size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a box is still normalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::OutputFile</name>
    <message>
        <location filename="../core/io/outputfile.cpp" line="-125"/>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no output file named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is a folder; name a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+44"/>
        <source>the file is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-35"/>
        <source>short write</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::RowReader</name>
    <message>
        <location filename="../core/io/tableimport.cpp" line="+51"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::TableImport</name>
    <message>
        <location line="+28"/>
        <source>Table of image pairs, CSV or TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+31"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the table has a header but no rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::core::synth</name>
    <message>
        <location filename="../core/demo/synthobjects.cpp" line="+40"/>
        <source>&apos;%1&apos; must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>cannot open the objects file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>image id %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>annotation %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::AlignmentDock</name>
    <message>
        <location filename="../ui/alignment/alignmentdock.cpp" line="+63"/>
        <source>Alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>VIEScore: tanh(mean ρ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fisher: tanh(mean atanh ρ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pooled: one ρ over all outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the per-system correlations are combined (REFERENCE.md §4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dimension:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Open a study to see how well the metrics agree with the people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Reading the ratings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Cannot read the ratings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+118"/>
        <source>%1 ratings · %2 items · %3 systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · subset %1: %n output(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>people: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationController</name>
    <message>
        <location filename="../ui/annotate/annotationcontroller.cpp" line="+71"/>
        <source>&amp;Annotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch &amp;Annotator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rate Next Unrated Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;vise Item…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prefer &amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prefer &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Both Bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit &amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next Output with Unreviewed &amp;Detector Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Incomplete Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Unreviewed ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Incomplete ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>R&amp;ubric…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open a study first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an annotator needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot switch the annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+125"/>
        <source>Cannot read the study plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-121"/>
        <source>%1 has judged every item of the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose an annotator first (Annotate → Switch Annotator…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot find the next output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has marked every output complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has reviewed every detector box of the study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is the last output %1 has not marked complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last output with detector boxes %1 has not reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Item %1 submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot read the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+4"/>
        <source>Cannot save the rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Study plan saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationDock</name>
    <message>
        <location filename="../ui/annotate/annotationdock.cpp" line="+21"/>
        <source>Annotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revise…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All outputs side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Keys: 1–9 rate the framed dimension · Tab next dimension / output · Ctrl+Enter submit and go to the next item · Ctrl+Z undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rate every output of the item in its own column, or one output at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-open this submitted item; you will be asked for a reason, which is logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+110"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a study to annotate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose an annotator (Annotate → Switch Annotator…) to rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted and locked — read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted (revisions are allowed in this study).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not submitted yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 items done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotator: %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Revise Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why does this submitted item need a change? (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorDialog</name>
    <message>
        <location filename="../ui/annotate/annotatordialog.cpp" line="+19"/>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who is annotating? Every judgement is stored with this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>or a new annotator&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorWindow</name>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+118"/>
        <source>Instructions (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reference result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Submit and go to the next item (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take a &amp;Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan (Passphrase)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation type="unfinished">退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an annotator needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>EditLens — annotating as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Time for a break</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have been working for %n minute(s). Rest your eyes for a few minutes: everything is saved, and the item waits for you.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything is saved, and the item waits for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Everything you answered is saved in the study; there is nothing else to do. You can close this window now. The person running the study collects the results; if you want to change an answer, ask them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you — all done!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have judged all %n item(s) of your plan.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&lt;i&gt;No instruction was given for this item.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instruction: &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 items done</source>
        <extracomment>%v items done of %m in the annotator&apos;s plan</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Please answer every question first: the one in focus has no answer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Study Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan of this study is set by the person running it and cannot be changed from an annotator&apos;s session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the study</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+9"/>
        <source>Difference Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the tables again from the study file (for example after a score run in a terminal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No study open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computed from the study as saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesDock</name>
    <message>
        <location filename="../ui/docks/differencesdock.cpp" line="+90"/>
        <source>Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coherent: YES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent: NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Hide differences whose confidence is under this threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Complete: No Further Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark this output complete: its differences are the whole truth, so it joins the difference-detection evaluation set (detections on it that match nothing count as false positives, even when it has no difference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Rationale (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+163"/>
        <source>Relabel box</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n difference(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n difference(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesModel</name>
    <message>
        <location filename="../ui/itemmodels/differencesmodel.cpp" line="+106"/>
        <source>DICE (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detector: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ground truth (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>YES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No coherence label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no rationale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No confidence: only a detector&apos;s boxes have one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::DisagreementView</name>
    <message>
        <location filename="../ui/alignment/disagreementview.cpp" line="+47"/>
        <source>Edit type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+10"/>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::EditTools</name>
    <message>
        <location filename="../ui/annotate/edittools.cpp" line="+23"/>
        <source>Select / Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Box → Mask (GrabCut)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select boxes; drag an annotator&apos;s box or its corner handles to move or resize it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag on the original for a REMOVE box, on an output for an EDIT box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint the mask of the chosen kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase the mask of the chosen kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a box around an object: GrabCut segments it into the mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Mask:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_edit (on the output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M_origin (on the original)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> Radius:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ExportDialog</name>
    <message>
        <location filename="../ui/exportdialog.cpp" line="+29"/>
        <source>Differences of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+24"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1 (folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes), an annotator or a detector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Into folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder (created when missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a .%1 file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export into Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ImportDialog</name>
    <message>
        <location filename="../ui/importdialog.cpp" line="+40"/>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited image (one system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground-truth image (target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+53"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>a file or a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Detect automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What each column of the table holds. Every edited-image column becomes one editing system, named after the column unless you name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>editing system, for files that do not name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotator, for rating files that do not name one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric id, for judge or score files (e.g. viescore_gpt4o)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairwise judge, for files of judge votes (default: the folder&apos;s name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Import File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Detected: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table is a file (.csv or .tsv), not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Choose a file or a folder to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file or folder at this path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is the study itself; choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens cannot tell the format of this input: choose its format in the Format list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: choose what the columns hold in the Columns table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::InstructionsPage</name>
    <message>
        <location filename="../ui/session/sessionpages.cpp" line="+29"/>
        <location line="+70"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each item shows an original image, the instruction given to an image editor, and the edited images it produced. The editors are not named: judge only what you see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On some items you compare two edited images side by side: for each question, say which one is better, that they are about the same, or that both are bad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 – 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>answer the question in focus (the n-th button)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← / →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the previous / next answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab / Shift+Tab, ↓ / ↑</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next / previous question (then the next image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Down / Page Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear the answer in focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undo / redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>submit the item and go on to the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>these instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every answer is saved the moment you give it; you can stop and come back at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to work</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ItemListModel</name>
    <message>
        <location filename="../ui/itemmodels/itemlistmodel.cpp" line="+162"/>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean over the item&apos;s outputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n output(s) rated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Mean of %1 over the item&apos;s outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+93"/>
        <source>Output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Open a study (File → Open) or create one (File → New).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New Study…</source>
        <translation>新建研究(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Study…</source>
        <translation>打开研究(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import File…</source>
        <translation>导入文件(&amp;I)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&amp;Next Item</source>
        <translation>下一项(&amp;N)</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Brush cleared: the browser shows every item again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The browser shows the %n brushed item(s); click an empty spot of the plot to clear.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot store BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Export &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+266"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-261"/>
        <location line="+262"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-253"/>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Item</source>
        <translation>上一项(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next &amp;Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom to &amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Side by Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Grid of All Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;wipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;licker Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show O&amp;verlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Flicker Toggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La&amp;yers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difference Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heat-Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM M_origin (o1 in the &amp;Original)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM M_edit (o2 in the O&amp;utput)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM M_origin ∪ M_&amp;edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM &amp;Preserved Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM &amp;Boxes and S_modify Crops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;BPM Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the &amp;Paper Defines Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the &amp;Released Code Does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Dark Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Model Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model folder (TorchScript files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shortcut Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About EditLens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About EditLens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;A workbench for evaluating instruction-guided image editing: compare edits, compute metrics, annotate, and measure how well metrics agree with people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open a study first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Storing BPM at α = %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This is the synthetic demo study: every edit was made by EditLens itself from real photographs, so that the truth is known. It is not the output of real editing models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot read the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot read the study&apos;s scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot load the item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;i&gt;%1 — no instruction&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>New Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image folder of the study (every image must lie inside it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot create the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+187"/>
        <source>Cannot open the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Open Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save Study As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot save the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 — EditLens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EditLens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairwisePanel</name>
    <message>
        <location filename="../ui/annotate/pairwisepanel.cpp" line="+96"/>
        <source>No pair of outputs to compare in this item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pair %1 of %2: &lt;b&gt;◀ %3&lt;/b&gt; (left) vs &lt;b&gt;%4 ▶&lt;/b&gt; (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both bad</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::PreferenceSurface</name>
    <message>
        <location filename="../ui/session/preferencesurface.cpp" line="+66"/>
        <source>◀ Left is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The left image is the better edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right is better ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The right image is the better edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both are equally good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Neither image is an acceptable edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Pair %1 of %2: which edit is better, %3 (left) or %4 (right)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This item has no pair of outputs to compare.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::RatingPanel</name>
    <message>
        <location filename="../ui/annotate/ratingpanel.cpp" line="+161"/>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 (key %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::RatingSurface</name>
    <message>
        <location filename="../ui/session/ratingsurface.cpp" line="+65"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rate %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ReportExportJob</name>
    <message>
        <location filename="../ui/alignment/reportexportjob.cpp" line="+17"/>
        <source>Writing the report to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled; no report was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::RubricDialog</name>
    <message>
        <location filename="../ui/annotate/rubricdialog.cpp" line="+54"/>
        <source>Rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM user study (5 dimensions, 1–5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ImagenHub SC / PQ (0, 0.5, 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE (correct / unwanted edits 1–5, no visual change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study&apos;s dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start From Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instructions shown to annotators before the dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Labels (value=text; …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>row %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a dimension needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: min and max must be numbers with min &lt; max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step must be a number above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step %2 does not divide the range %3–%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a label must read value=text, not “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the label value %2 is not on the scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The rubric needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rubric needs at least one dimension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dimensions are called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScatterView</name>
    <message>
        <location filename="../ui/alignment/scatterview.cpp" line="+182"/>
        <source>No output has both a score for this metric and a rating in this dimension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+142"/>
        <source>%1 · %2
%3 = %4, human = %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoreDialog</name>
    <message>
        <location filename="../ui/scoredialog.cpp" line="+35"/>
        <source>Pixel metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned metrics (TorchScript models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM and its components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Recompute values already stored with the same version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paper (f_size and f_position for every instruction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Released code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every turn against its own input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final turn of each chain (stored as &lt;metric&gt;_final)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose differences CLIP-I background and CLIP-T region use: the study&apos;s ground truth (truth), an annotator&apos;s name or a detector&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The summary of the run appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-turn chains:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE + CLIP origin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No model folder is set (Settings → Model Folder…): learned metrics are unavailable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the model manifest could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the components S_preserve, S_size, S_position and S_region will be stored (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Cannot score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Scoring %n metric(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling after the current chunk; what is stored stays consistent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scoring failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored in this run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs skipped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: whole chunks were stored; Score again resumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresDock</name>
    <message>
        <location filename="../ui/docks/scoresdock.cpp" line="+45"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Store in study on release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;), S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm: min-max over the study&apos;s outputs; a global edit uses α = 1 and Norm(CLIP-T).&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+4"/>
        <source>α = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>needs source and target captions; this item has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>On release, store BPM at this α for every output (as editlens-cli score --metrics bpm --alpha does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Recomputing BPM at α = %1 for %n output(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;i&gt;No output selected.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EditLens parser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): global edit — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T, α = 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): %2 → %3 · %4 · size %5 · position %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reference: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;i&gt;not computed&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&lt;sub&gt;preserve&lt;/sub&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&lt;sub&gt;modify&lt;/sub&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&lt;sub&gt;size&lt;/sub&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&lt;sub&gt;position&lt;/sub&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&lt;sub&gt;region&lt;/sub&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&lt;sub&gt;semantic&lt;/sub&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;BPM&lt;/b&gt; stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>BPM(α): &lt;i&gt;no stored components for this output&lt;/i&gt; (editlens-cli score --metrics bpm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n output(s)&lt;/small&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM(α = %1): &lt;i&gt;unavailable&lt;/i&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/scoresmodel.cpp" line="+129"/>
        <source>%n box(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>↑ higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>↓ lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not computed for this output (editlens-cli score).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version / reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutSheet</name>
    <message>
        <location filename="../ui/settings/shortcutsheet.cpp" line="+20"/>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Customise…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/settings/shortcutsdialog.cpp" line="+36"/>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Action&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Alternative&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 is used by %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyBrowser</name>
    <message>
        <location filename="../ui/docks/studybrowser.cpp" line="+68"/>
        <source>Filter items (id, instruction, system)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only items with an output of this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items of this edit type (BPM parse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items whose mean of this metric lies in the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum (inclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum (inclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>All systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All edit types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any metric value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+28"/>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exporting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled; the study was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyPlanDialog</name>
    <message>
        <location filename="../ui/annotate/studyplandialog.cpp" line="+42"/>
        <source>Show system names to annotators (otherwise “Output A”, “Output B”, … in a shuffled order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the detectors&apos; difference boxes (a DICE-D review task)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show ground-truth boxes and reference images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock items after submit (changes need an audited revise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+75"/>
        <location line="+5"/>
        <location line="+26"/>
        <source>Study Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <source>names separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids separated by commas; empty = every item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids of gold / attention items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratings on the rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairwise preferences (balanced pair schedule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both, mixed in one session (every second item is a pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no reminder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to annotators above the rubric&apos;s instructions (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens next, shown when an annotator has finished (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: anyone with the study file can change the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set; type a new one to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Systems shown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs per item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotators see:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold items:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break reminder after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When done:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This plan is protected. The study&apos;s passphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not the study&apos;s passphrase; the plan is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A plan needs at least one annotator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create the study plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::SubsetControls</name>
    <message>
        <location filename="../ui/alignment/subsetcontrols.cpp" line="+19"/>
        <source>Compute every table on the outputs of one edit type (from the instruction&apos;s parse), one tag or one system only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extreme edits only: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (ViFi-CLIP, table (g)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Subset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extremes q:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>All outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tag: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+86"/>
        <source>Workbench for instruction-guided image editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Study file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show item number N (1-based).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open, render, save a PNG of the window to FILE and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comparison mode: side, grid, swipe or flicker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotate as NAME in an annotator&apos;s session: the plan&apos;s items one by one, no system names, scores or other people&apos;s answers unless the plan reveals them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --annotator and --screenshot: the page to show (instructions, task, break or done).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show and raise the dock titled TITLE (e.g. &quot;Difference Evaluation&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <location line="+117"/>
        <source>Cannot open the study</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
