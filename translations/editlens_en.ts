<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AlignmentModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/alignmentmodel.cpp" line="+281"/>
        <source>Two-sided p-value: the per-system p-values of %n system(s) combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</source>
        <translation>
            <numerusform>Two-sided p-value: the per-system p-values of %n system combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</numerusform>
            <numerusform>Two-sided p-value: the per-system p-values of %n systems combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnswerParse</name>
    <message numerus="yes">
        <location filename="../core/modelstages/answerparse.cpp" line="+272"/>
        <source>the prompt asks for %n sub-score(s), the answer has %1</source>
        <translation>
            <numerusform>the prompt asks for %n sub-score, the answer has %1</numerusform>
            <numerusform>the prompt asks for %n sub-scores, the answer has %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BpmRegions</name>
    <message numerus="yes">
        <location filename="../core/bpm/bpmregions_resolve.cpp" line="+274"/>
        <source>differences: %n box(es) by %1</source>
        <translation>
            <numerusform>differences: %n box by %1</numerusform>
            <numerusform>differences: %n boxes by %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>item: %n window(s) where the other outputs changed</source>
        <translation>
            <numerusform>item: %n window where the other outputs changed</numerusform>
            <numerusform>item: %n windows where the other outputs changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n search window(s) segmented in each image</source>
        <translation>
            <numerusform>%n search window segmented in each image</numerusform>
            <numerusform>%n search windows segmented in each image</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>imported boxes: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>imported boxes: %n box by %1, GrabCut %2 iterations</numerusform>
            <numerusform>imported boxes: %n boxes by %1, GrabCut %2 iterations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>imported boxes: %n box(es) by %1</source>
        <translation>
            <numerusform>imported boxes: %n box by %1</numerusform>
            <numerusform>imported boxes: %n boxes by %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>detector: %n box by %1, GrabCut %2 iterations</numerusform>
            <numerusform>detector: %n boxes by %1, GrabCut %2 iterations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1</source>
        <translation>
            <numerusform>detector: %n box by %1</numerusform>
            <numerusform>detector: %n boxes by %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/bpm/bpmregions_grounded.cpp" line="+55"/>
        <source>%n box(es) of o1 in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>
            <numerusform>%n box of o1 in the original</numerusform>
            <numerusform>%n boxes of o1 in the original</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n box(es) of o2 in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>
            <numerusform>%n box of o2 in the edited image</numerusform>
            <numerusform>%n boxes of o2 in the edited image</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>segmented in each box (GrabCut %n iteration(s))</source>
        <translation>
            <numerusform>segmented in each box (GrabCut %n iteration)</numerusform>
            <numerusform>segmented in each box (GrabCut %n iterations)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceClipStage</name>
    <message numerus="yes">
        <location filename="../core/scoring/diceclipstage.cpp" line="+215"/>
        <source>unavailable on %1 of %n output(s), because no differences of origin &apos;%2&apos; were recorded for them (never annotated or detected by it)</source>
        <translation>
            <numerusform>unavailable on %1 of %n output, because no differences of origin &apos;%2&apos; were recorded for them (never annotated or detected by it)</numerusform>
            <numerusform>unavailable on %1 of %n outputs, because no differences of origin &apos;%2&apos; were recorded for them (never annotated or detected by it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>unavailable on %1 of %n output(s), because the study has no differences of origin &apos;%2&apos; (it has: %3)</source>
        <translation>
            <numerusform>unavailable on %1 of %n output, because the study has no differences of origin &apos;%2&apos; (it has: %3)</numerusform>
            <numerusform>unavailable on %1 of %n outputs, because the study has no differences of origin &apos;%2&apos; (it has: %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>not computed on %n output(s), for example: %1</source>
        <translation>
            <numerusform>not computed on %n output, for example: %1</numerusform>
            <numerusform>not computed on %n outputs, for example: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisagreementModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/disagreementmodel.cpp" line="+120"/>
        <source>Pairs of outputs the metric orders against the people / pairs both the people and the metric tell apart; %n pair(s) the metric ties are left out (no information).</source>
        <translation>
            <numerusform>Pairs of outputs the metric orders against the people / pairs both the people and the metric tell apart; %n pair the metric ties are left out (no information).</numerusform>
            <numerusform>Pairs of outputs the metric orders against the people / pairs both the people and the metric tell apart; %n pairs the metric ties are left out (no information).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelStages</name>
    <message numerus="yes">
        <location filename="../core/modelstages/groundstage.cpp" line="+249"/>
        <location filename="../core/modelstages/stagerunner.cpp" line="+215"/>
        <source>--max-requests %1 reached: %n request(s) not sent</source>
        <translation>
            <numerusform>--max-requests %1 reached: %n request not sent</numerusform>
            <numerusform>--max-requests %1 reached: %n requests not sent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message numerus="yes">
        <location filename="../ui/compare/overlaylayers.cpp" line="+266"/>
        <source>%1 · %n region(s)</source>
        <translation>
            <numerusform>%1 · %n region</numerusform>
            <numerusform>%1 · %n regions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <location filename="../core/report/reportevaluations.cpp" line="+71"/>
        <source>%n vote(s) on unscored outputs left out</source>
        <translation>
            <numerusform>%n vote on unscored outputs left out</numerusform>
            <numerusform>%n votes on unscored outputs left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unparseable verdict(s) counted wrong</source>
        <translation>
            <numerusform>%n unparseable verdict counted wrong</numerusform>
            <numerusform>%n unparseable verdicts counted wrong</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportExportJob</name>
    <message numerus="yes">
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+47"/>
        <source>Wrote the report to %1 (and report.md, %n chart(s)).</source>
        <translation>
            <numerusform>Wrote the report to %1 (and report.md, %n chart).</numerusform>
            <numerusform>Wrote the report to %1 (and report.md, %n charts).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreRun</name>
    <message numerus="yes">
        <location filename="../core/scoring/scorerun.cpp" line="+35"/>
        <source>%1 (%2): %n output(s) scored</source>
        <translation>
            <numerusform>%1 (%2): %n output scored</numerusform>
            <numerusform>%1 (%2): %n outputs scored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyJob</name>
    <message numerus="yes">
        <location filename="../ui/studyjob.cpp" line="+32"/>
        <source>%n judgement(s) replaced one the study already held.</source>
        <translation>
            <numerusform>%n judgement replaced one the study already held.</numerusform>
            <numerusform>%n judgements replaced ones the study already held.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyScorer</name>
    <message numerus="yes">
        <location filename="../core/scoring/bpmstudy.cpp" line="+75"/>
        <source>no BPM on %1 of %n output(s), for example: %2</source>
        <translation>
            <numerusform>no BPM on %1 of %n output, for example: %2</numerusform>
            <numerusform>no BPM on %1 of %n outputs, for example: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/scoringplan.cpp" line="+287"/>
        <source>unavailable on %1 of %n output(s), because the item has no ground-truth image</source>
        <translation>
            <numerusform>unavailable on %1 of %n output, because the item has no ground-truth image</numerusform>
            <numerusform>unavailable on %1 of %n outputs, because the item has no ground-truth image</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/studyscorer.cpp" line="+302"/>
        <source>not judged on %n output(s), for example: %1</source>
        <translation>
            <numerusform>not judged on %n output, for example: %1</numerusform>
            <numerusform>not judged on %n outputs, for example: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableImport</name>
    <message numerus="yes">
        <location filename="../core/io/tableimport.cpp" line="+195"/>
        <source>this row has %n field(s) but the header has %1</source>
        <translation>
            <numerusform>this row has %n field but the header has %1</numerusform>
            <numerusform>this row has %n fields but the header has %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebApi</name>
    <message numerus="yes">
        <location filename="../core/web/webapi_write.cpp" line="+268"/>
        <source>%n question(s) still need an answer.</source>
        <extracomment>%n questions of the item have no answer yet</extracomment>
        <translation>
            <numerusform>%n question still needs an answer.</numerusform>
            <numerusform>%n questions still need an answer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens-cli</name>
    <message numerus="yes">
        <location filename="../app/cli/aligncommand_print.cpp" line="+192"/>
        <source>parse comparison: %n item(s)</source>
        <translation>
            <numerusform>parse comparison: %n item</numerusform>
            <numerusform>parse comparison: %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>accuracy against the imported parse (%n item(s)):</source>
        <translation>
            <numerusform>accuracy against the imported parse (%n item):</numerusform>
            <numerusform>accuracy against the imported parse (%n items):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-71"/>
        <source>%n infinite value(s) left out of Pearson</source>
        <translation>
            <numerusform>%n infinite value left out of Pearson</numerusform>
            <numerusform>%n infinite values left out of Pearson</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/clicommands.cpp" line="+70"/>
        <source>scored %n output(s): %1 (values %2, detector boxes %3)</source>
        <translation>
            <numerusform>scored %n output: %1 (values %2, detector boxes %3)</numerusform>
            <numerusform>scored %n outputs: %1 (values %2, detector boxes %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="+156"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n output(s)</source>
        <translation>
            <numerusform>%n output</numerusform>
            <numerusform>%n outputs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rating(s)</source>
        <translation>
            <numerusform>%n rating</numerusform>
            <numerusform>%n ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n judge vote(s) by %1</source>
        <translation>
            <numerusform>%n judge vote by %1</numerusform>
            <numerusform>%n judge votes by %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>warning: %n judgement(s) replaced one with the same item, output, annotator and dimension (or pair and judge)</source>
        <translation>
            <numerusform>warning: %n judgement replaced one with the same item, output, annotator and dimension (or pair and judge)</numerusform>
            <numerusform>warning: %n judgements replaced ones with the same item, output, annotator and dimension (or pair and judge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/handoutcommand.cpp" line="+79"/>
        <source>packed %n item(s) for %1 with %2 image(s) (%3 MiB)</source>
        <translation>
            <numerusform>packed %n item for %1 with %2 image(s) (%3 MiB)</numerusform>
            <numerusform>packed %n items for %1 with %2 image(s) (%3 MiB)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/plancommand_show.cpp" line="+47"/>
        <source>  %n participant(s) enrolled, %1 gave their places back</source>
        <translation>
            <numerusform>  %n participant enrolled, %1 gave their places back</numerusform>
            <numerusform>  %n participants enrolled, %1 gave their places back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>annotator %1: %n item(s) planned, %2 submitted</source>
        <translation>
            <numerusform>annotator %1: %n item planned, %2 submitted</numerusform>
            <numerusform>annotator %1: %n items planned, %2 submitted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/plancommand.cpp" line="+445"/>
        <source>planned %n annotator(s): %1</source>
        <translation>
            <numerusform>planned %n annotator: %1</numerusform>
            <numerusform>planned %n annotators: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/synthcommand.cpp" line="+76"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n photograph(s)</source>
        <translation>
            <numerusform>%n photograph</numerusform>
            <numerusform>%n photographs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n ground-truth difference(s)</source>
        <translation>
            <numerusform>%n ground-truth difference</numerusform>
            <numerusform>%n ground-truth differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n crowd annotation(s) of the objects file left out</source>
        <translation>
            <numerusform>%n crowd annotation of the objects file left out</numerusform>
            <numerusform>%n crowd annotations of the objects file left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/scorecommand.cpp" line="+39"/>
        <source>%n item(s) have no parse from a model (run &apos;model-stages --stages parse&apos;); BPM uses the rule parser there: %1</source>
        <translation>
            <numerusform>%n item has no parse from a model (run &apos;model-stages --stages parse&apos;); BPM uses the rule parser there: %1</numerusform>
            <numerusform>%n items have no parse from a model (run &apos;model-stages --stages parse&apos;); BPM uses the rule parser there: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/servecommand.cpp" line="+294"/>
        <source>%n annotator(s) planned</source>
        <translation>
            <numerusform>%n annotator planned</numerusform>
            <numerusform>%n annotators planned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/goldcommand.cpp" line="+166"/>
        <source>expected item,system,dimension,expected[,tolerance], found %n field(s)</source>
        <translation>
            <numerusform>expected item,system,dimension,expected[,tolerance], found %n field</numerusform>
            <numerusform>expected item,system,dimension,expected[,tolerance], found %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n gold answer(s)</source>
        <translation>
            <numerusform>%n gold answer</numerusform>
            <numerusform>%n gold answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n gold item(s) without an answer: %1</source>
        <translation>
            <numerusform>%n gold item without an answer: %1</numerusform>
            <numerusform>%n gold items without an answer: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>removed %n gold answer(s)</source>
        <translation>
            <numerusform>removed %n gold answer</numerusform>
            <numerusform>removed %n gold answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>set %n gold answer(s) %1</source>
        <extracomment>%1 is &quot;on N outputs&quot;</extracomment>
        <translation>
            <numerusform>set %n gold answer %1</numerusform>
            <numerusform>set %n gold answers %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>on %n output(s)</source>
        <translation>
            <numerusform>on %n output</numerusform>
            <numerusform>on %n outputs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/modelstagescommand.cpp" line="+36"/>
        <source>plan: %1: %n request(s) to send, %2 answered from the study, %3 image(s) to send</source>
        <translation>
            <numerusform>plan: %1: %n request to send, %2 answered from the study, %3 image(s) to send</numerusform>
            <numerusform>plan: %1: %n requests to send, %2 answered from the study, %3 image(s) to send</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>plan: %n request(s) to send in all</source>
        <translation>
            <numerusform>plan: %n request to send in all</numerusform>
            <numerusform>plan: %n requests to send in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>, kept %n imported parse(s)</source>
        <translation>
            <numerusform>, kept %n imported parse</numerusform>
            <numerusform>, kept %n imported parses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::AlignmentDock</name>
    <message numerus="yes">
        <location filename="../ui/alignmentview/alignmentdock.cpp" line="+440"/>
        <source> · subset %1: %n output(s)</source>
        <translation>
            <numerusform> · subset %1: %n output</numerusform>
            <numerusform> · subset %1: %n outputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorWindow</name>
    <message numerus="yes">
        <location filename="../ui/session/annotatorwindow_open.cpp" line="+72"/>
        <source>The server cannot be reached. %n answer(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation>
            <numerusform>The server cannot be reached. %n answer kept on this computer; they are sent when it is back (trying every few seconds).</numerusform>
            <numerusform>The server cannot be reached. %n answers kept on this computer; they are sent when it is back (trying every few seconds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n answer(s) could not be stored on the server: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n answer could not be stored on the server: %1. They are kept aside on this computer (%2).</numerusform>
            <numerusform>%n answers could not be stored on the server: %1. They are kept aside on this computer (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session/annotatorwindow.cpp" line="+145"/>
        <source>You have been working for %n minute(s). Rest your eyes for a few minutes: everything is saved, and the item waits for you.</source>
        <translation>
            <numerusform>You have been working for %n minute. Rest your eyes for a few minutes: everything is saved, and the item waits for you.</numerusform>
            <numerusform>You have been working for %n minutes. Rest your eyes for a few minutes: everything is saved, and the item waits for you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>You have judged all %n item(s) of your plan.</source>
        <translation>
            <numerusform>You have judged all %n item of your plan.</numerusform>
            <numerusform>You have judged all %n items of your plan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+129"/>
        <source>%1 of %n item(s) done</source>
        <extracomment>The progress bar&apos;s text: %1 items done of the %n in the annotator&apos;s plan</extracomment>
        <translation>
            <numerusform>%1 of %n item done</numerusform>
            <numerusform>%1 of %n items done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorsDock</name>
    <message numerus="yes">
        <location filename="../ui/docks/annotatorsdock.cpp" line="+141"/>
        <source>%n annotator(s)</source>
        <translation>
            <numerusform>%n annotator</numerusform>
            <numerusform>%n annotators</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesDock</name>
    <message numerus="yes">
        <location filename="../ui/docks/differencesdock.cpp" line="+494"/>
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n difference</numerusform>
            <numerusform>%n differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n difference(s) shown</source>
        <translation>
            <numerusform>%1 of %n difference shown</numerusform>
            <numerusform>%1 of %n differences shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::DisagreementView</name>
    <message numerus="yes">
        <location filename="../ui/alignmentview/disagreementview.cpp" line="+131"/>
        <source>%1 of %2 comparable pair(s) reversed; %n metric tie(s) left out (no information).</source>
        <translation>
            <numerusform>%1 of %2 comparable pair(s) reversed; %n metric tie left out (no information).</numerusform>
            <numerusform>%1 of %2 comparable pair(s) reversed; %n metric ties left out (no information).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+118"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::ItemListModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/itemlistmodel.cpp" line="+203"/>
        <source>%n output(s) rated</source>
        <translation>
            <numerusform>%n output rated</numerusform>
            <numerusform>%n outputs rated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="+96"/>
        <source>The browser shows the %n brushed item(s); click an empty spot of the plot to clear.</source>
        <translation>
            <numerusform>The browser shows the %n brushed item; click an empty spot of the plot to clear.</numerusform>
            <numerusform>The browser shows the %n brushed items; click an empty spot of the plot to clear.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/studyfilecontroller.cpp" line="+76"/>
        <source>Not live — reconnecting: the server cannot be reached. %n edit(s) kept on this computer; they are sent when it is back.</source>
        <translation>
            <numerusform>Not live — reconnecting: the server cannot be reached. %n edit kept on this computer; they are sent when it is back.</numerusform>
            <numerusform>Not live — reconnecting: the server cannot be reached. %n edits kept on this computer; they are sent when it is back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n edit(s) made while the server was away could not be stored on it: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n edit made while the server was away could not be stored on it: %1. They are kept aside on this computer (%2).</numerusform>
            <numerusform>%n edits made while the server was away could not be stored on it: %1. They are kept aside on this computer (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelAnswersDock</name>
    <message numerus="yes">
        <location filename="../ui/modelrun/modelanswersdock.cpp" line="+240"/>
        <source>%n request(s) about this item</source>
        <translation>
            <numerusform>%n request about this item</numerusform>
            <numerusform>%n requests about this item</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesDialog</name>
    <message numerus="yes">
        <location filename="../ui/modelrun/modelstagesdialog.cpp" line="+39"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>about %n second</numerusform>
            <numerusform>about %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+276"/>
        <source>%n request(s) to send; </source>
        <translation>
            <numerusform>%n request to send; </numerusform>
            <numerusform>%n requests to send; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n answer(s) from the study&apos;s cache.</source>
        <translation>
            <numerusform>%n answer from the study&apos;s cache.</numerusform>
            <numerusform>%n answers from the study&apos;s cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>Reachable; serves %n model(s), %1 among them.</source>
        <translation>
            <numerusform>Reachable; serves %n model, %1 among them.</numerusform>
            <numerusform>Reachable; serves %n models, %1 among them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Reachable; serves %n model(s), but not “%1”.</source>
        <translation>
            <numerusform>Reachable; serves %n model, but not “%1”.</numerusform>
            <numerusform>Reachable; serves %n models, but not “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoreDialog</name>
    <message numerus="yes">
        <location filename="../ui/scoredialog.cpp" line="+285"/>
        <source>Scoring %n metric(s)…</source>
        <translation>
            <numerusform>Scoring %n metric…</numerusform>
            <numerusform>Scoring %n metrics…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresDock</name>
    <message numerus="yes">
        <location filename="../ui/docks/scoresdock.cpp" line="+244"/>
        <source>Recomputing BPM at α = %1 for %n output(s)…</source>
        <translation>
            <numerusform>Recomputing BPM at α = %1 for %n output…</numerusform>
            <numerusform>Recomputing BPM at α = %1 for %n outputs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n output(s)&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n output&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n outputs&lt;/small&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/scoresmodel.cpp" line="+131"/>
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n box</numerusform>
            <numerusform>%n boxes</numerusform>
        </translation>
    </message>
</context>
</TS>
