<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BatchWriter</name>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+52"/>
        <source>cannot start the import transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot commit the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot write dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+45"/>
        <source>cannot write item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot update item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot write output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+11"/>
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
        <location line="+13"/>
        <source>cannot write a mask</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BpmRegions</name>
    <message>
        <location filename="../core/bpm/bpmregions.cpp" line="+36"/>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a readable image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>mask is %1×%2 pixels, the source image %3×%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+152"/>
        <source>the image pair is empty or not aligned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BpmScore</name>
    <message>
        <location filename="../core/bpm/bpmscore.cpp" line="+225"/>
        <source>S_modify needs CLIP embeddings of one length and a text direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>no preserved pixel outside the edit regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>unavailable: CLIP-T not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location filename="../core/io/cocoexport.cpp" line="+61"/>
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
        <location line="+22"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+3"/>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <location filename="../core/io/csv.cpp" line="+58"/>
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
    <name>DemoStudy</name>
    <message>
        <location filename="../core/demo/demostudy.cpp" line="+210"/>
        <source>cannot write image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot remove the old demo file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot remove the old demo images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot create the demo folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a demo study already exists here; pass --force to rebuild it (its annotations are lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>cannot read the demo photograph (install the opencv-doc package or pass --photos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot create folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot write the demo manifest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceImport</name>
    <message>
        <location filename="../core/io/diceimport.cpp" line="+36"/>
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
        <location line="+7"/>
        <source>entry %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>missing or empty &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+6"/>
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
        <location filename="../core/io/formatregistry.cpp" line="+98"/>
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
        <location filename="../core/io/genaibenchimport.cpp" line="+46"/>
        <location line="+22"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>row %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected one JSON object per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>field &apos;idx&apos; must be a number or a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>left_model and right_model must name systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left_model and right_model are both &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>unknown %1 &apos;%2&apos; (expected leftvote, rightvote, tievote or bothbad_vote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this file holds judge votes (model_vote); pass --judge NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model_vote is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GenAI-Bench image-editing votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GenAI-Bench pairs (.jsonl/.json): human vote_type as preferences; model_vote as judge votes of --judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no rows in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>import cancelled; the study was not changed</source>
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
        <location filename="../core/imaging/imageprobe.cpp" line="+14"/>
        <source>image does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a readable image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>corrupt image: cannot read its size (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>image is %1x%2 pixels, over the limit of %3 megapixels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImagenHubImport</name>
    <message>
        <location filename="../core/io/imagenhubimport.cpp" line="+85"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+12"/>
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
        <source>ImagenHub human ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ImagenHub rater TSV file or folder of them (uid + one &apos;[SC, PQ]&apos; column per model); ratings SC, PQ, O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no .tsv rater files in this folder; expected one per rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>this file and &apos;%1&apos; both name annotator &apos;%2&apos; (the text after the last &apos;_&apos; of the file name); rename one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
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
</context>
<context>
    <name>ImportResolver</name>
    <message>
        <location filename="../core/io/importresolver.cpp" line="+57"/>
        <source>item has an empty id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
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
        <location line="+3"/>
        <source>score &apos;%1&apos; of item &apos;%2&apos; is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+8"/>
        <source>difference box of item &apos;%1&apos; lies outside its %2x%3 image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+15"/>
        <source>duplicate item id &apos;%1&apos; (first seen at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>duplicate item id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dimension &apos;%1&apos; has an empty scale %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>rating %1 of item &apos;%2&apos; (%3, %4) is outside the %5 scale %6-%7</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/io/importer.cpp" line="+36"/>
        <source>unknown import format &apos;%1&apos;; known formats: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>unknown export format &apos;%1&apos;; known formats: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnedMetrics</name>
    <message>
        <location filename="../core/inference/learnedmetrics.cpp" line="+63"/>
        <source>the embedding tables to compare differ in shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>unknown learned metric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, item %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LongCsvTable</name>
    <message>
        <location filename="../core/io/longcsvtable.cpp" line="+27"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+11"/>
        <location line="+11"/>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MagicBrushImport</name>
    <message>
        <location filename="../core/io/magicbrushimport.cpp" line="+97"/>
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
        <location line="+16"/>
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
        <location line="+16"/>
        <source>no edit sessions found (no edit_sessions.json and no images/&lt;id&gt;/&lt;id&gt;-input.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>session &apos;%1&apos; refers to &apos;%2&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>import cancelled; the study was not changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+40"/>
        <source>EditLens studies (*.editlens)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManifestExport</name>
    <message>
        <location filename="../core/io/manifestexport.cpp" line="+128"/>
        <source>EditLens manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest (JSON Lines); round-trips everything a study holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+23"/>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManifestImport</name>
    <message>
        <location filename="../core/io/manifestimport.cpp" line="+50"/>
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
        <location line="+12"/>
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
        <location line="+38"/>
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
        <location line="+58"/>
        <source>field &apos;%1&apos; must hold strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>field &apos;%1&apos; must be A, B, tie or both_bad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
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
        <location line="+6"/>
        <source>each line must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the header line must come before the first item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>manifest version %1 is newer than this EditLens reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
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
    <name>MetricRegistry</name>
    <message>
        <location filename="../core/scoring/metricregistry.cpp" line="+30"/>
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
        <location line="+1"/>
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
        <location line="+3"/>
        <source>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; components stored as bpm_s_*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
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
        <location line="+52"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: annotator &apos;%3&apos; already rated &apos;%4&apos; on line %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the file holds a header but no ratings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <location filename="../core/storage/schema.cpp" line="+114"/>
        <source>not a study file (cannot read its schema version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>study was written by a newer EditLens (schema %1, this build reads up to %2); it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>migration to schema %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot record schema version: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreWriter</name>
    <message>
        <location filename="../core/storage/scorewriter.cpp" line="+20"/>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot store scoring results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
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
        <location line="+11"/>
        <source>the file holds a header but no scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+36"/>
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
        <location filename="../core/storage/studypaths.cpp" line="+30"/>
        <source>empty image path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; is outside the study root &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>image &apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>path &apos;%1&apos; leads outside the study root &apos;%2&apos; (through a symbolic link to &apos;%3&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyReader</name>
    <message>
        <location filename="../core/storage/studyreader.cpp" line="+36"/>
        <source>cannot read dimensions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot list items: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>item %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read study: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyScorer</name>
    <message>
        <location filename="../core/scoring/studyscorer.cpp" line="+315"/>
        <source>BPM unavailable: S_modify (CLIP on the region crops) is not computed yet; stored its components S_preserve, S_size, S_position, S_region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unavailable: needs source and target captions, which this study does not hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <location filename="../core/storage/studystore.cpp" line="+71"/>
        <location line="+262"/>
        <source>a file with this name already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-260"/>
        <source>study file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot open study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a study file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot configure the database (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write study settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read study settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>cannot save study settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot count study contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>a rating needs an annotator name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot start a transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+16"/>
        <source>cannot write a copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TorchModel</name>
    <message>
        <location filename="../core/inference/torchmodel.cpp" line="+120"/>
        <source>model %1 expects %2×%2 images, got %3×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+58"/>
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
        <location line="+13"/>
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
        <location line="+34"/>
        <location line="+35"/>
        <source>model %1: %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-60"/>
        <source>model %1 has no text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 expects %2 tokens per text, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
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
    <name>VieScoreImport</name>
    <message>
        <location filename="../core/io/viescoreimport.cpp" line="+124"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping uids to {&quot;score&quot;: ..., &quot;reasoning&quot;: ...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uid &apos;%1&apos;: expected an object with a &quot;score&quot;</source>
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
        <location filename="../app/cli/cliutil.cpp" line="+27"/>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wrong number of arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+34"/>
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
        <location line="+60"/>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Creates the synthetic demo study (real photographs edited by EditLens so the truth is known) and prints the study file&apos;s path as the last line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+124"/>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-122"/>
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
        <source>Imports a dataset, ratings or scores into a study, all or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown format &apos;%1&apos;; known formats:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>imported %1 items, %2 outputs, %3 ratings (%4) into %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+45"/>
        <location line="+29"/>
        <location filename="../app/cli/scorecommand.cpp" line="+34"/>
        <source>Study file (.editlens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
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
        <source>Output file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output format:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+8"/>
        <source>exporting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only this rating dimension (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only this metric (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How per-system correlations are combined: viescore = tanh(mean rho) (default), fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use this annotator&apos;s ratings instead of the mean of all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resamples over items for 95% confidence intervals (0 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print one JSON object (README: Alignment JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measures how well every metric agrees with the human ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--protocol must be viescore, fisher, mean or pooled and --bootstrap a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; %6 images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>protocol: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
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
        <source>Computes metrics for every output of a study and stores them. Resumable: values already stored with the same version are skipped. Ctrl-C stops after the current chunk and leaves the study consistent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--jobs must be a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--alpha must be a number from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 version: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>editlens::ui::ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparisonview.cpp" line="+86"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Original (loading…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (loading…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Original · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Original · no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original · cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · shown at the original&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::ItemListModel</name>
    <message>
        <location filename="../ui/itemmodels/itemlistmodel.cpp" line="+54"/>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n output(s) rated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
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
        <source>Rated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editlens::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+30"/>
        <source>Filter items (id, instruction, system)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a study (File → Open) or create one (File → New).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Study…</source>
        <translation>新建研究(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Study…</source>
        <translation>打开研究(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import File…</source>
        <translation>导入文件(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Item</source>
        <translation>下一项(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Item</source>
        <translation>上一项(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom to &amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+24"/>
        <source>This is the synthetic demo study: every edit was made by EditLens itself from real photographs, so that the truth is known. It is not the output of real editing models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot load the item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;i&gt;%1 — no instruction&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+5"/>
        <location line="+9"/>
        <location line="+15"/>
        <location line="+71"/>
        <source>Cannot open the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Open Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Study As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot save the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import Folder (MagicBrush layout, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
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
    <name>editlens::ui::StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+14"/>
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
        <location line="+12"/>
        <source>Cancelled; the study was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+48"/>
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
        <location line="+20"/>
        <source>Cannot open the study</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
