<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AcceptRejectDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+141"/>
        <source>Clear review</source>
        <translation>清除审核</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept box</source>
        <translation>接受框</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject box</source>
        <translation>拒绝框</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relabel box</source>
        <translation>重新标记框</translation>
    </message>
</context>
<context>
    <name>AddDifferenceCommand</name>
    <message>
        <location line="-121"/>
        <source>Add %1 box</source>
        <translation>添加 %1 框</translation>
    </message>
</context>
<context>
    <name>AdieeImport</name>
    <message>
        <location filename="../core/io/adieeimport.cpp" line="+61"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;item&apos; must be %1 or a string, not %2</source>
        <translation>字段“item”必须是 %1 或字符串，而不是 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>字段“%1”必须是字符串</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>字段“%1”为空</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing required field &apos;score&apos;</source>
        <translation>缺少必填字段“score”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;score&apos; must be a finite number</source>
        <translation>字段“score”必须是有限数值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score %1 is outside ADIEE&apos;s scale 0-10</source>
        <translation>分数 %1 超出了 ADIEE 的量表范围 0-10</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give either &apos;image_path&apos; or &apos;item&apos; and &apos;system&apos;, not both</source>
        <translation>请给出“image_path”或“item”和“system”，不能同时给出</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>missing &apos;image_path&apos; (or &apos;item&apos; and &apos;system&apos;): the row names no output</source>
        <translation>缺少“image_path”（或“item”和“system”）：该行未指明任何输出</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation>研究中没有项目“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos; (it has: %3)</source>
        <translation>项目“%1”没有系统“%2”的输出（现有：%3）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 outputs of the study have the image &apos;%2&apos;; name the item and system instead</source>
        <translation>研究中有 %1 个输出使用图像“%2”；请改为指明项目和系统</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no output of the study has the image &apos;%1&apos;</source>
        <translation>研究中没有输出使用图像“%1”</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ADIEE scores</source>
        <translation>ADIEE 分数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ADIEE scorer output (JSON array or JSONL of {item, system, score} or {image_path, score}, 0-10): scores --metric (adiee) on the study&apos;s outputs</source>
        <translation>ADIEE 评分器输出（由 {item, system, score} 或 {image_path, score} 组成的 JSON 数组或 JSONL，0-10）：作为研究输出上 --metric（adiee）的分数</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the study has no items to score; import its items and outputs first</source>
        <translation>研究中没有可评分的项目；请先导入其项目和输出</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the output of system &apos;%1&apos; in item &apos;%2&apos; was already scored on line %3</source>
        <translation>项目“%2”中系统“%1”的输出已在第 %3 行评过分</translation>
    </message>
</context>
<context>
    <name>AdieeTrainExport</name>
    <message>
        <location filename="../core/io/adieetrainexport.cpp" line="+18"/>
        <source>ADIEE training samples</source>
        <translation>ADIEE 训练样本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>outputs rated on the &apos;adiee&apos; dimension as JSON Lines (input, instruction, output, ground truth, score 0-1, annotator, rule)</source>
        <translation>在“adiee”维度上评过分的输出，以 JSON Lines 格式导出（输入、指令、输出、真值、0-1 分数、标注者、规则）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>export cancelled</source>
        <translation>导出已取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output with an image is rated on the &apos;adiee&apos; dimension; run `editlens-cli autolabel` first</source>
        <translation>没有带图像的输出在“adiee”维度上评过分；请先运行 `editlens-cli autolabel`</translation>
    </message>
</context>
<context>
    <name>AlignmentModel</name>
    <message>
        <location filename="../ui/itemmodels/alignmentmodel.cpp" line="+220"/>
        <source>How well people agree with each other: each annotator against the mean of the others (Spearman, averaged like the metrics), ICC(2,1) and Krippendorff&apos;s α (interval).</source>
        <translation>人与人之间的一致程度：每位标注者与其他人均值的对比（Spearman，按与指标相同的方式平均）、ICC(2,1) 以及 Krippendorff&apos;s α（区间型）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems left out (no annotator&apos;s correlation defined): %1</source>
        <translation>被排除的系统（没有可定义的标注者相关系数）：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators left out where their correlation is undefined (too few or all-equal ratings of that system): %1</source>
        <translation>相关系数无定义时被排除的标注者（对该系统的评分过少或全部相同）：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Metric %1 as a pairwise judge: unavailable, because %2.</source>
        <translation>指标 %1 作为成对评判者：不可用，原因是%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric %1 as a pairwise judge (%2 rule): four-way accuracy against the human votes over %3 comparisons.</source>
        <translation>指标 %1 作为成对评判者（%2 规则）：在 %3 次比较中相对人工投票的四分类准确率。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairwise judge %1: four-way accuracy against the human votes (GenAI-Bench rule) over %2 comparisons.</source>
        <translation>成对评判者 %1：在 %2 次比较中相对人工投票的四分类准确率（GenAI-Bench 规则）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial: computed on fewer systems than the study holds (n %1; left out, undefined correlation: %2). Listed after the complete metrics and never marked as reaching the ceiling.</source>
        <translation>部分结果：计算所用的系统少于研究中的系统（n %1；因相关系数无定义而排除：%2）。列在完整指标之后，且从不标记为达到人类上限。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The 95% CI of this metric&apos;s Spearman reaches the human ceiling (human-to-human %1): it agrees with people about as well as people agree with each other.</source>
        <translation>此指标 Spearman 系数的 95% 置信区间达到了人类上限（人与人之间为 %1）：它与人的一致程度相当于人与人之间的一致程度。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This metric&apos;s Spearman reaches the human ceiling (human-to-human %1); its CI is still being computed.</source>
        <translation>此指标的 Spearman 系数达到了人类上限（人与人之间为 %1）；其置信区间仍在计算中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Percentile bootstrap over items of the Spearman value (95%).</source>
        <translation>对项目做百分位 bootstrap 得到的 Spearman 值（95%）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No p-value: %1</source>
        <translation>无 p 值：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two-sided p-value: the per-system p-values of %n system(s) combined with Stouffer&apos;s signed z (the systems share items, so read it as a guide).</source>
        <translation>
            <numerusform>双侧 p 值：用 Stouffer 带符号 z 法合并 %n 个系统各自的 p 值（各系统共享项目，因此仅供参考）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-sided p-value of the pooled coefficient (as scipy.stats computes it).</source>
        <translation>合并系数的双侧 p 值（与 scipy.stats 的计算方式相同）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM pairwise alignment: share of item pairs of two systems that the metric orders like the humans, averaged over the system pairs.</source>
        <translation>BPM 成对一致性：对于两个系统的项目对，指标排序与人工一致的比例，并在所有系统对上取平均。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Left out (undefined correlation): %1</source>
        <translation>已排除（相关系数无定义）：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human ceiling</source>
        <translation>人类上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: %1</source>
        <translation>评判者：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score judge: %1</source>
        <translation>分数评判者：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ◐ partial: n %2, without %3</source>
        <translation>%1 ◐ 部分：n %2，不含 %3</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Metric</source>
        <translation>指标</translation>
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
        <translation>95% 置信区间</translation>
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
        <translation>BPM 成对</translation>
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
        <translation>少于 3 对</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no system has 3 or more pairs</source>
        <translation>没有系统拥有 3 对或以上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perfect correlations of opposite signs in two systems</source>
        <translation>两个系统中出现符号相反的完全相关</translation>
    </message>
</context>
<context>
    <name>AlphaPersistJob</name>
    <message>
        <location filename="../ui/docks/alphapersistjob.cpp" line="+39"/>
        <source>BPM stored at α = %1 (%2)</source>
        <translation>已以 α = %1 存储 BPM（%2）</translation>
    </message>
</context>
<context>
    <name>AlphaSweep</name>
    <message>
        <location filename="../core/alignment/alphasweep.cpp" line="+113"/>
        <source>unavailable: the study stores no BPM components (score it with the bpm metric first)</source>
        <translation>不可用：研究中未存储 BPM 组成部分（请先用 bpm 指标计算分数）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: no output has a stored S_modify (bpm_s_modify), which needs the CLIP model when scoring</source>
        <translation>不可用：没有输出存储了 S_modify（bpm_s_modify），计算它需要 CLIP 模型</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the study has no human ratings to align with</source>
        <translation>不可用：研究中没有可用于对比的人工评分</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>unavailable: no output has both S_preserve and S_modify stored</source>
        <translation>不可用：没有输出同时存储了 S_preserve 和 S_modify</translation>
    </message>
</context>
<context>
    <name>AnnotationStore</name>
    <message>
        <source>an annotation needs an annotator name</source>
        <translation type="vanished">标注需要填写标注者姓名</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">无法记录标注者</translation>
    </message>
    <message>
        <source>cannot start a transaction</source>
        <translation type="vanished">无法开始事务</translation>
    </message>
    <message>
        <source>cannot read annotators</source>
        <translation type="vanished">无法读取标注者</translation>
    </message>
    <message>
        <source>cannot read differences</source>
        <translation type="vanished">无法读取差异</translation>
    </message>
    <message>
        <source>cannot read outputs</source>
        <translation type="vanished">无法读取输出</translation>
    </message>
    <message>
        <source>no output with id %1</source>
        <translation type="vanished">没有 ID 为 %1 的输出</translation>
    </message>
    <message>
        <source>cannot save preference</source>
        <translation type="vanished">无法保存偏好</translation>
    </message>
    <message>
        <source>cannot clear preference</source>
        <translation type="vanished">无法清除偏好</translation>
    </message>
    <message>
        <source>cannot read preference</source>
        <translation type="vanished">无法读取偏好</translation>
    </message>
    <message>
        <source>cannot save difference</source>
        <translation type="vanished">无法保存差异</translation>
    </message>
    <message>
        <source>cannot move difference</source>
        <translation type="vanished">无法移动差异</translation>
    </message>
    <message>
        <source>no difference with id %1</source>
        <translation type="vanished">没有 ID 为 %1 的差异</translation>
    </message>
    <message>
        <source>cannot relabel difference</source>
        <translation type="vanished">无法重新标记差异</translation>
    </message>
    <message>
        <source>cannot delete difference</source>
        <translation type="vanished">无法删除差异</translation>
    </message>
    <message>
        <source>cannot read difference</source>
        <translation type="vanished">无法读取差异</translation>
    </message>
    <message>
        <source>cannot save review</source>
        <translation type="vanished">无法保存审核结果</translation>
    </message>
    <message>
        <source>cannot save the output&apos;s completion</source>
        <translation type="vanished">无法保存输出的完成状态</translation>
    </message>
    <message>
        <source>cannot read the output&apos;s completion</source>
        <translation type="vanished">无法读取输出的完成状态</translation>
    </message>
    <message>
        <source>cannot read reviews</source>
        <translation type="vanished">无法读取审核结果</translation>
    </message>
    <message>
        <source>cannot read review</source>
        <translation type="vanished">无法读取审核结果</translation>
    </message>
    <message>
        <source>cannot save coherence label</source>
        <translation type="vanished">无法保存连贯性标签</translation>
    </message>
    <message>
        <source>cannot read coherence label</source>
        <translation type="vanished">无法读取连贯性标签</translation>
    </message>
    <message>
        <source>cannot read masks</source>
        <translation type="vanished">无法读取掩码</translation>
    </message>
    <message>
        <source>cannot read mask image</source>
        <translation type="vanished">无法读取掩码图像</translation>
    </message>
    <message>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation type="vanished">未知的掩码类型“%1”</translation>
    </message>
    <message>
        <source>an empty mask cannot be saved</source>
        <translation type="vanished">无法保存空掩码</translation>
    </message>
    <message>
        <source>cannot create the mask folder</source>
        <translation type="vanished">无法创建掩码文件夹</translation>
    </message>
    <message>
        <source>cannot write mask image: %1</source>
        <translation type="vanished">无法写入掩码图像：%1</translation>
    </message>
    <message>
        <source>cannot save mask</source>
        <translation type="vanished">无法保存掩码</translation>
    </message>
    <message>
        <source>cannot delete mask</source>
        <translation type="vanished">无法删除掩码</translation>
    </message>
    <message>
        <source>cannot start an annotation session</source>
        <translation type="vanished">无法开始标注会话</translation>
    </message>
    <message>
        <source>cannot end an annotation session</source>
        <translation type="vanished">无法结束标注会话</translation>
    </message>
    <message>
        <source>cannot read sessions</source>
        <translation type="vanished">无法读取会话</translation>
    </message>
    <message>
        <source>cannot submit item</source>
        <translation type="vanished">无法提交项目</translation>
    </message>
    <message>
        <source>cannot reopen item for revision</source>
        <translation type="vanished">无法重新打开项目以进行修订</translation>
    </message>
    <message>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation type="vanished">项目 %1 并非由“%2”提交</translation>
    </message>
    <message>
        <source>cannot read submissions</source>
        <translation type="vanished">无法读取提交记录</translation>
    </message>
</context>
<context>
    <name>AnnotatorExclusions</name>
    <message>
        <source>cannot read the annotators excluded from alignment: %1</source>
        <translation type="vanished">无法读取被排除在一致性分析之外的标注者：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/annotatorexclusions.cpp" line="+35"/>
        <source>the study&apos;s list of annotators excluded from alignment (%1) is not a JSON list of names</source>
        <translation>研究中被排除在一致性分析之外的标注者列表（%1）不是由姓名组成的 JSON 列表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study&apos;s list of annotators excluded from alignment (%1) holds something other than a name</source>
        <translation>研究中被排除在一致性分析之外的标注者列表（%1）包含姓名以外的内容</translation>
    </message>
    <message>
        <source>cannot save the annotators excluded from alignment: %1</source>
        <translation type="vanished">无法保存被排除在一致性分析之外的标注者：%1</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot read the annotators excluded from alignment</source>
        <translation>无法读取被排除在一致性分析之外的标注者</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+9"/>
        <source>cannot save the annotators excluded from alignment</source>
        <translation>无法保存被排除在一致性分析之外的标注者</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>excluded in the study&apos;s settings</source>
        <translation>已在研究设置中排除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>named for this run</source>
        <translation>为本次运行指定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>failed %1 of %2 attention checks</source>
        <translation>%2 次注意力检查中有 %1 次未通过</translation>
    </message>
</context>
<context>
    <name>AnnotatorName</name>
    <message>
        <location filename="../core/study/annotatorname.cpp" line="+12"/>
        <source>an annotator needs a name</source>
        <translation>标注者需要填写姓名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the annotator name &apos;%1&apos; begins or ends with a space; names are compared exactly, so give it without</source>
        <translation>标注者姓名“%1”以空格开头或结尾；姓名按原样精确比较，请去掉首尾空格后再输入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the annotator name &apos;%1&apos; holds a line break, tab or other control character</source>
        <translation>标注者姓名“%1”包含换行符、制表符或其他控制字符</translation>
    </message>
</context>
<context>
    <name>AnnotatorProgress</name>
    <message>
        <location filename="../core/storage/annotatorprogress.cpp" line="+22"/>
        <source>fewer than %1 shared ratings</source>
        <translation>共同评分少于 %1 个</translation>
    </message>
    <message>
        <source>cannot read the ratings: %1</source>
        <translation type="vanished">无法读取评分：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot read the ratings</source>
        <translation>无法读取评分</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>their ratings or the others&apos; mean do not vary on the shared ratings</source>
        <translation>在共同评分上，其评分或其他人的均值没有变化</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable, because %1</source>
        <translation>不可用，原因是%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (n %2)</source>
        <translation>%1（n %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (median %2)</source>
        <translation>%1（中位数 %2）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read the gold answers</source>
        <translation>无法读取标准答案</translation>
    </message>
    <message>
        <source>cannot read the gold answers: %1</source>
        <translation type="vanished">无法读取金标准答案：%1</translation>
    </message>
</context>
<context>
    <name>AnnotatorRows</name>
    <message>
        <location filename="../core/storage/annotatorrows.cpp" line="+17"/>
        <source>cannot record annotator &apos;%1&apos;</source>
        <translation>无法记录标注者“%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read annotator &apos;%1&apos;</source>
        <translation>无法读取标注者“%1”</translation>
    </message>
</context>
<context>
    <name>AnnotatorStore</name>
    <message>
        <location filename="../core/storage/annotatorstore.cpp" line="+24"/>
        <source>cannot record annotator</source>
        <translation>无法记录标注者</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot read annotators</source>
        <translation>无法读取标注者</translation>
    </message>
</context>
<context>
    <name>AnswerParse</name>
    <message>
        <location filename="../core/modelstages/answerparse.cpp" line="+69"/>
        <source>the answer holds no JSON object</source>
        <translation>回答中没有 JSON 对象</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the answer has no field &apos;%1&apos;</source>
        <translation>回答中没有字段“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer&apos;s field &apos;%1&apos; is not text</source>
        <translation>回答的字段“%1”不是文本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer&apos;s field &apos;%1&apos; is empty</source>
        <translation>回答的字段“%1”为空</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the answer&apos;s field &apos;%1&apos; is &apos;%2&apos;, not one of %3</source>
        <translation>回答的字段“%1”为“%2”，不是 %3 之一</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the answer&apos;s JSON ends before it is closed (a cut-off answer?)</source>
        <translation>回答的 JSON 在闭合之前就结束了（回答被截断？）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the answer&apos;s JSON is malformed: %1</source>
        <translation>回答的 JSON 格式错误：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the answer holds no JSON</source>
        <translation>回答中没有 JSON</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the answer says both YES and NO</source>
        <translation>回答同时给出了 YES 和 NO</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer holds neither JSON nor a line &quot;Answer: YES&quot; or &quot;Answer: NO&quot;</source>
        <translation>回答中既没有 JSON，也没有“Answer: YES”或“Answer: NO”这样的行</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the answer has no field &apos;score&apos;</source>
        <translation>回答中没有字段“score”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the answer&apos;s field &apos;score&apos; is not a list of numbers</source>
        <translation>回答的字段“score”不是数字列表</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the prompt asks for %n sub-score(s), the answer has %1</source>
        <translation>
            <numerusform>提示要求 %n 个子分数，回答给出了 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sub-score %1 is not a number</source>
        <translation>子分数 %1 不是数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sub-score %1 is %2, outside 0-10</source>
        <translation>子分数 %1 为 %2，超出 0-10</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the answer holds neither JSON nor a verdict [[A&gt;B]], [[B&gt;A]], [[A=B=Good]] or [[A=B=Bad]]</source>
        <translation>回答中既没有 JSON，也没有结论 [[A&gt;B]]、[[B&gt;A]]、[[A=B=Good]] 或 [[A=B=Bad]]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer gives more than one verdict (%1)</source>
        <translation>回答给出了多个结论（%1）</translation>
    </message>
    <message>
        <location filename="../core/modelstages/answerboxes.cpp" line="+35"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+5"/>
        <source>box</source>
        <translation>框</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the object has no field &apos;bbox_2d&apos;</source>
        <translation>对象中没有字段“bbox_2d”</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the image&apos;s size is unknown, so no box can be placed on it</source>
        <translation>图像尺寸未知，因此无法在其上放置框</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box is a list of four numbers [x0, y0, x1, y1]</source>
        <translation>框是由四个数字组成的列表 [x0, y0, x1, y1]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a box coordinate is not a number</source>
        <translation>框坐标不是数字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the box [%1, %2, %3, %4] is inverted or empty (x1 must exceed x0, y1 y0)</source>
        <translation>框 [%1, %2, %3, %4] 是反向的或为空（x1 必须大于 x0，y1 必须大于 y0）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the box [%1, %2, %3, %4] lies outside the range of the convention %5 (0-%6 by 0-%7)</source>
        <translation>框 [%1, %2, %3, %4] 超出了约定 %5 的范围（0-%6 × 0-%7）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the box lies on the image&apos;s edge, with no area inside it</source>
        <translation>框位于图像边缘，内部没有面积</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the answer&apos;s list mixes boxes and objects</source>
        <translation>回答的列表中混合了框和对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer has no list &apos;boxes&apos;</source>
        <translation>回答中没有列表“boxes”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the answer&apos;s &apos;boxes&apos; holds objects, not boxes</source>
        <translation>回答的“boxes”中包含的是对象，而不是框</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the answer has no list &apos;differences&apos;</source>
        <translation>回答中没有列表“differences”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not an object with op, box, description and confidence</source>
        <translation>不是包含 op、box、description 和 confidence 的对象</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>op &apos;%1&apos; is not one of ADD, REMOVE, EDIT</source>
        <translation>op“%1”不是 ADD、REMOVE、EDIT 之一</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no text &apos;description&apos;</source>
        <translation>它没有文本“description”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its confidence is missing or not a number</source>
        <translation>其 confidence 缺失或不是数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its confidence %1 lies outside 0-1</source>
        <translation>其 confidence %1 超出 0-1</translation>
    </message>
</context>
<context>
    <name>AuroraImport</name>
    <message>
        <location filename="../core/io/aurorarows.cpp" line="+30"/>
        <location line="+43"/>
        <location line="+16"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+13"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>字段“%1”必须是字符串</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>字段“%1”为空</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>field &apos;%1&apos; must be an array of two non-empty strings</source>
        <translation>字段“%1”必须是由两个非空字符串组成的数组</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; must be a finite number</source>
        <translation>字段“%1”必须是有限数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 is outside the scale %3-%4</source>
        <translation>%1 %2 超出了量表范围 %3-%4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 image &apos;%2&apos; does not exist (looked for %3)</source>
        <translation>%1 图像“%2”不存在（查找位置：%3）</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>both models are &apos;%1&apos;</source>
        <translation>两个模型都是“%1”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>winner &apos;%1&apos; is neither of the models &apos;%2&apos; and &apos;%3&apos; nor &quot;tie&quot;</source>
        <translation>胜者“%1”既不是模型“%2”或“%3”，也不是“tie”</translation>
    </message>
    <message>
        <location filename="../core/io/auroraimport.cpp" line="+100"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3 (the system is the name of the folder holding &apos;gen&apos;; give each row a &apos;model&apos;)</source>
        <translation>项目“%1”已在第 %3 行有系统“%2”的输出（系统名取自包含“gen”的文件夹名；请为每行指定“model”）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; already has an output of system &apos;%2&apos; on line %3</source>
        <translation>项目“%1”已在第 %3 行有系统“%2”的输出</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>model &apos;%1&apos; has the image &apos;%2&apos; on line %3 but &apos;%4&apos; here</source>
        <translation>模型“%1”在第 %3 行的图像是“%2”，而此处是“%4”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>models &apos;%1&apos; and &apos;%2&apos; were already compared for item &apos;%3&apos; on line %4</source>
        <translation>模型“%1”和“%2”已在第 %4 行就项目“%3”比较过</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>this row repeats the input and prompt of line %1 (item &apos;%2&apos;)</source>
        <translation>此行重复了第 %1 行的输入和提示词（项目“%2”）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AURORA-Bench human score: the mean of the raters&apos; 0-2 judgements</source>
        <translation>AURORA-Bench 人工分数：评分者 0-2 分评判的均值</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>AURORA-Bench ratings, votes and benchmark</source>
        <translation>AURORA-Bench 评分、投票和基准</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AURORA-Bench point-wise scores (rating &apos;aurora&apos;, 0-2), pair-wise votes (preferences) or test.json (items with ground truth), JSON array or JSONL</source>
        <translation>AURORA-Bench 逐点分数（评分“aurora”，0-2）、成对投票（偏好）或 test.json（带真值的项目），格式为 JSON 数组或 JSONL</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the first row is none of AURORA&apos;s shapes: expected &quot;input&quot; with &quot;gen&quot; and &quot;score&quot; (point-wise), &quot;gens&quot;, &quot;models&quot; and &quot;winner&quot; (pair-wise), or &quot;output&quot; and &quot;prompt&quot; (test.json)</source>
        <translation>第一行不符合 AURORA 的任何结构：应为带“gen”和“score”的“input”（逐点）、“gens”“models”和“winner”（成对），或“output”和“prompt”（test.json）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown shape</source>
        <translation>未知结构</translation>
    </message>
</context>
<context>
    <name>AutoLabel</name>
    <message>
        <location filename="../core/scoring/autolabel.cpp" line="+87"/>
        <source>no rule labels an output of %1 that passes the negative rules</source>
        <translation>对于通过负面规则的 %1 输出，没有任何规则能给出标签</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a ground-truth image</source>
        <translation>一张真值图像</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the input images&apos; thresholds</source>
        <translation>输入图像的阈值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output of a high-quality system needs %1</source>
        <translation>高质量系统的输出需要%1</translation>
    </message>
    <message>
        <location filename="../core/scoring/studyautolabel.cpp" line="+42"/>
        <source>needs %1 and %2 stored (their embeddings give the input images&apos; similarity to the ground truth)</source>
        <translation>需要已存储 %1 和 %2（其嵌入用于计算输入图像与真值的相似度）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 were scored with different model versions</source>
        <translation>%1 和 %2 是用不同的模型版本计算的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not in the model manifest</source>
        <translation>%1 不在模型清单中</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no item has both embeddings of %1 and %2 stored</source>
        <translation>没有项目同时存储了 %1 和 %2 的嵌入</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>ADIEE automatic label: 0 failed edit, 0.5 partial success (or over-edit), 1 successful edit; fractions from multi-turn sequences</source>
        <translation>ADIEE 自动标签：0 表示编辑失败，0.5 表示部分成功（或过度编辑），1 表示编辑成功；小数值来自多轮序列</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the percentile must lie in [0, 100], not %1</source>
        <translation>百分位数必须位于 [0, 100] 内，而不是 %1</translation>
    </message>
    <message>
        <source>the labels need an annotator name</source>
        <translation type="vanished">标签需要标注者姓名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds the anchor samples&apos; labels; the rules need another annotator</source>
        <translation>%1 保存的是锚点样本的标签；规则需要使用另一个标注者</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cancelled while scoring; no label was changed</source>
        <translation>在计算分数时取消；未更改任何标签</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not stored; run `editlens-cli score STUDY --metrics %1` (or autolabel with --models DIR)</source>
        <translation>未存储；请运行 `editlens-cli score STUDY --metrics %1`（或带 --models DIR 运行 autolabel）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no input image has both similarities</source>
        <translation>没有输入图像同时具有两种相似度</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>the new study already exists; choose another name</source>
        <translation>新研究已存在；请另选名称</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: image %2 of the chain is missing</source>
        <translation>%1：编辑链中的图像 %2 缺失</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the study has no multi-turn chains (items linked by source_item and turn) to build samples from</source>
        <translation>研究中没有可用于构建样本的多轮编辑链（通过 source_item 和 turn 关联的项目）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: ADIEE multi-turn samples</source>
        <translation>%1：ADIEE 多轮样本</translation>
    </message>
    <message>
        <location filename="../core/scoring/autolabelanchors.cpp" line="+187"/>
        <source>the number of augmented copies must lie in [0, %1], not %2</source>
        <translation>增强副本的数量必须位于 [0, %1] 内，而不是 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cancelled; no anchor was labelled</source>
        <translation>已取消；没有标注任何锚点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the item has no input image</source>
        <translation>%1：该项目没有输入图像</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the input image %2 cannot be read</source>
        <translation>%1：无法读取输入图像 %2</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>cannot create the folder of the augmented copies</source>
        <translation>无法创建增强副本的文件夹</translation>
    </message>
    <message>
        <location filename="../core/scoring/autolabelaugment.cpp" line="+131"/>
        <source>an augmentation needs an 8-bit colour image</source>
        <translation>增强需要 8 位彩色图像</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>augmentation %1 failed: %2</source>
        <translation>增强 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>BatchWriter</name>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+52"/>
        <source>cannot start the import transaction</source>
        <translation>无法开始导入事务</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot commit the import</source>
        <translation>无法提交导入</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot write dimension &apos;%1&apos;</source>
        <translation>无法写入维度“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read dimensions</source>
        <translation>无法读取维度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read items</source>
        <translation>无法读取项目</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write the study name</source>
        <translation>无法写入研究名称</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>cannot write item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot update item &apos;%1&apos;</source>
        <translation>无法更新项目“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation>无法写入项目“%2”的输出“%1”</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read output &apos;%1&apos; of item &apos;%2&apos;</source>
        <translation>无法读取项目“%2”的输出“%1”</translation>
    </message>
    <message>
        <location filename="../core/storage/batchwriter_annotations.cpp" line="+46"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation>未知的评分维度“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot write a rating of item &apos;%1&apos;: %2</source>
        <translation>无法写入项目“%1”的评分：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot write a score of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的分数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot write a difference of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的差异</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot write a coherence label of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的连贯性标签</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot write a review of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的审核结果</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot write a completion of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的完成状态</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>preference names a system without an output in item &apos;%1&apos;</source>
        <translation>偏好所指的系统在项目“%1”中没有输出</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write a preference of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的偏好</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>judge vote names a system without an output in item &apos;%1&apos;</source>
        <translation>评判投票所指的系统在项目“%1”中没有输出</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot write a judge vote of item &apos;%1&apos;</source>
        <translation>无法写入项目“%1”的评判投票</translation>
    </message>
    <message>
        <location filename="../core/storage/batchwriter.cpp" line="+30"/>
        <source>cannot read masks</source>
        <translation>无法读取掩码</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write a mask</source>
        <translation>无法写入掩码</translation>
    </message>
</context>
<context>
    <name>BlobStore</name>
    <message>
        <source>cannot store the file &apos;%1&apos;: %2</source>
        <translation type="vanished">无法存储文件“%1”：%2</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s files: %1</source>
        <translation type="vanished">无法读取研究的文件：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/blobstore.cpp" line="+104"/>
        <source>cannot store the file &apos;%1&apos;</source>
        <translation>无法存储文件“%1”</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+47"/>
        <source>cannot read the study&apos;s files</source>
        <translation>无法读取研究的文件</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>cannot store the study&apos;s files</source>
        <translation>无法存储研究的文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cancelled; no file was stored</source>
        <translation>已取消；没有存储任何文件</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>cannot create the local image cache</source>
        <translation>无法创建本地图像缓存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the study&apos;s file row &apos;%2&apos; was left out: %3; nothing was written for it</source>
        <translation>%1：研究的文件行“%2”已被跳过：%3；未为其写入任何内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cancelled while fetching the study&apos;s images</source>
        <translation>获取研究图像时已取消</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the path is not a plain path inside the study</source>
        <translation>该路径不是研究内部的普通路径</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot fetch the file &apos;%1&apos;</source>
        <translation>无法获取文件“%1”</translation>
    </message>
    <message>
        <source>the study names a file outside its folder: &apos;%1&apos;; nothing was written there</source>
        <translation type="vanished">研究引用了其文件夹之外的文件：“%1”；未在该处写入任何内容</translation>
    </message>
    <message>
        <source>cannot fetch the file &apos;%1&apos;: %2</source>
        <translation type="vanished">无法获取文件“%1”：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its content is missing on the server</source>
        <translation>服务器上缺少其内容</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the server&apos;s copy of &apos;%1&apos; does not match its sha256; it was not written</source>
        <translation>服务器上“%1”的副本与其 sha256 不符；未写入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder for &apos;%1&apos;</source>
        <translation>无法为“%1”创建文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write the local copy: %1</source>
        <translation>无法写入本地副本：%1</translation>
    </message>
</context>
<context>
    <name>BpmImport</name>
    <message>
        <location filename="../core/io/bpmimport.cpp" line="+87"/>
        <source>field &apos;index&apos; must be %1 or a string, not %2</source>
        <translation>字段“index”必须是 %1 或字符串，而不是 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing required field &apos;index&apos;</source>
        <translation>缺少必填字段“index”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;index&apos; must be an integer or a string</source>
        <translation>字段“index”必须是整数或字符串</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+80"/>
        <location line="+27"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>字段“%1”必须是字符串</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1&apos; is empty</source>
        <translation>字段“%1”为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 &apos;%2&apos; leaves the folder of this file</source>
        <translation>%1“%2”超出了此文件所在的文件夹</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;LLM&apos; must be an object</source>
        <translation>字段“LLM”必须是对象</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation>字段“%1”必须是对象</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation>字段“%1”必须是数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 is outside the user study&apos;s scale 1-5</source>
        <translation>%1 %2 超出了用户研究的量表范围 1-5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &apos;%1.%2&apos; must be a number</source>
        <translation>字段“%1.%2”必须是数字</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>BPM human-alignment metadata</source>
        <translation>BPM 人工一致性元数据</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores and their combined BPM as bpm_released_bpm; gt_test_metadata.json: three candidates with their ground-truth test roles</source>
        <translation>BPM local/global_metadata.json：每个条目四个输出，user_overall_quality 作为评分“overall”（1-5），BPM 发布的值作为 bpm_released_* 分数，其合并后的 BPM 作为 bpm_released_bpm；gt_test_metadata.json：三个候选及其在真值测试中的角色</translation>
    </message>
    <message>
        <source>BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating &apos;overall&apos; (1-5), BPM&apos;s released values as bpm_released_* scores</source>
        <translation type="vanished">BPM local/global_metadata.json：每个条目四个输出，user_overall_quality 作为评分“overall”（1-5），BPM 发布的值作为 bpm_released_* 分数</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation>应为由条目组成的 JSON 数组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no entries in this file</source>
        <translation>此文件中没有条目</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is not a JSON object</source>
        <translation>条目 %1 不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
</context>
<context>
    <name>BpmRegions</name>
    <message>
        <location filename="../core/bpm/bpmregions_resolve.cpp" line="+27"/>
        <source>file not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a readable image</source>
        <translation>不是可读取的图像</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>mask is %1×%2 pixels, the source image %3×%4</source>
        <translation>掩码为 %1×%2 像素，而源图像为 %3×%4</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>masks of the output: %1</source>
        <translation>输出的掩码：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks of the item: %1</source>
        <translation>项目的掩码：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>differences: %n box(es) by %1</source>
        <translation>
            <numerusform>差异：%1 的 %n 个框</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>reference grounded by %1</source>
        <translation>参考对象由 %1 定位</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (stored)</source>
        <comment>a detector&apos;s boxes stored by an earlier run</comment>
        <translation>%1（已存储）</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>item: %n window(s) where the other outputs changed</source>
        <translation>
            <numerusform>项目：其他输出发生变化的 %n 个窗口</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <comment>no region source</comment>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n search window(s) segmented in each image</source>
        <translation>
            <numerusform>在每张图像中分割了 %n 个搜索窗口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>imported boxes: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>导入的框：%1 的 %n 个框，GrabCut 迭代 %2 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>imported boxes: %n box(es) by %1</source>
        <translation>
            <numerusform>导入的框：%1 的 %n 个框</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1, GrabCut %2 iterations</source>
        <translation>
            <numerusform>检测器：%1 的 %n 个框，GrabCut 迭代 %2 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>detector: %n box(es) by %1</source>
        <translation>
            <numerusform>检测器：%1 的 %n 个框</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>add: M_origin := M_edit</source>
        <extracomment>M_origin and M_edit are BPM&apos;s names for the two masks; o1 and o2 the original and edited object.</extracomment>
        <translation>添加：M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>remove: M_edit := M_origin</source>
        <translation>移除：M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no o1 asked: M_origin := M_edit</source>
        <translation>未询问 o1：M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no o2 asked: M_edit := M_origin</source>
        <translation>未询问 o2：M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no origin region: M_origin := M_edit</source>
        <translation>无原图区域：M_origin := M_edit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no edit region: M_edit := M_origin</source>
        <translation>无编辑区域：M_edit := M_origin</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the image pair is empty or not aligned</source>
        <translation>图像对为空或未对齐</translation>
    </message>
    <message>
        <location filename="../core/bpm/bpmregions_grounded.cpp" line="+53"/>
        <source>o1 not found in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>原图中未找到 o1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n box(es) of o1 in the original</source>
        <extracomment>o1: BPM&apos;s name for the original object, kept as it is</extracomment>
        <translation>
            <numerusform>原图中 o1 的 %n 个框</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>o2 not found in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>编辑后图像中未找到 o2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n box(es) of o2 in the edited image</source>
        <extracomment>o2: BPM&apos;s name for the edited object, kept as it is</extracomment>
        <translation>
            <numerusform>编辑后图像中 o2 的 %n 个框</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>segmented in each box (GrabCut %n iteration(s))</source>
        <translation>
            <numerusform>在每个框内分割（GrabCut 迭代 %n 次）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grounded by %1: %2</source>
        <extracomment>%1: the grounding model&apos;s name; %2: what it found, clauses joined by &quot;, &quot; (e.g. &quot;2 box(es) of o1 in the original, o2 not found in the edited image&quot;).</extracomment>
        <translation>由 %1 定位：%2</translation>
    </message>
</context>
<context>
    <name>BpmScore</name>
    <message>
        <location filename="../core/bpm/bpmscore.cpp" line="+136"/>
        <source>add: no source object, full size score</source>
        <translation>添加：无源物体，大小得满分</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>unavailable: the object (%1) is not located in the original image</source>
        <translation>不可用：未在原图中定位到物体（%1）</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>area ratio %1 (%2)</source>
        <translation>面积比 %1（%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not judged by the released rules</source>
        <translation>发布的规则不对此进行评判</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>remove: full position score</source>
        <translation>移除：位置得满分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the edited object (%1) is not found in the edited image</source>
        <translation>在编辑后图像中找不到被编辑的物体（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: the edited object (%1) is not located in the edited image</source>
        <translation>不可用：未在编辑后图像中定位到被编辑的物体（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unavailable: the reference object (%1) is not located (a mask of kind &apos;reference&apos; gives it)</source>
        <translation>不可用：未定位到参照物体（%1）（可由“reference”类型的掩码提供）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>add without a position: full position score</source>
        <translation>未指定位置的添加：位置得满分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unavailable: an add placed %1 names no reference object</source>
        <translation>不可用：放置在%1的添加操作未指明参照物体</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 of %2 box(es) %3 of the %4</source>
        <translation>%2 个框中有 %1 个位于%4的%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object&apos;s place before</source>
        <translation>物体原先位置</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>S_modify needs CLIP embeddings of one length and a text direction</source>
        <translation>S_modify 需要长度相同的 CLIP 嵌入和一个文本方向</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>; released rules: the edited object (%1) is not located, edit failed: S_modify 0, whole-image preservation</source>
        <translation>；发布版规则：未定位到被编辑对象（%1），编辑失败：S_modify 0，整幅图像保留</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no preserved pixel outside the edit regions</source>
        <translation>编辑区域之外没有保留的像素</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>unavailable: CLIP-T not computed</source>
        <translation>不可用：未计算 CLIP-T</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unavailable: S_region needs S_size and S_position (%1)</source>
        <translation>不可用：S_region 需要 S_size 和 S_position（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unavailable: S_modify needs CLIP, not computed</source>
        <translation>不可用：S_modify 需要 CLIP，未计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unavailable: S_preserve not computed</source>
        <translation>不可用：未计算 S_preserve</translation>
    </message>
</context>
<context>
    <name>ChangeFeed</name>
    <message>
        <source>cannot read the ratings channel: %1</source>
        <translation type="vanished">无法读取评分通知通道：%1</translation>
    </message>
    <message>
        <location filename="../core/server/changefeed.cpp" line="+144"/>
        <source>cannot read the ratings channel</source>
        <translation>无法读取评分通知通道</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this login may not hear the study&apos;s ratings</source>
        <translation>此登录无权接收研究的评分通知</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>cannot install the study&apos;s change announcements</source>
        <translation>无法安装研究的变更通知</translation>
    </message>
</context>
<context>
    <name>ChatClient</name>
    <message>
        <location filename="../core/endpoint/chatclient.cpp" line="+106"/>
        <source>the answer is not a JSON object (%1 at byte %2): %3</source>
        <translation>回答不是 JSON 对象（%1，位于字节 %2）：%3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the answer has no choices[0].message.content text: %1</source>
        <translation>回答中没有 choices[0].message.content 文本：%1</translation>
    </message>
    <message>
        <location line="+150"/>
        <location line="+198"/>
        <source>the answer is larger than %1 bytes and was refused</source>
        <translation>回答大于 %1 字节，已被拒绝</translation>
    </message>
    <message>
        <location line="-194"/>
        <location line="+197"/>
        <source>no answer within %1 ms</source>
        <translation>%1 毫秒内没有回答</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+192"/>
        <source>connection failed: %1</source>
        <translation>连接失败：%1</translation>
    </message>
    <message>
        <location line="-188"/>
        <location line="+190"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the answer has no &quot;data&quot; list of models: %1</source>
        <translation>回答中没有模型的“data”列表：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../core/endpoint/chatpayload.cpp" line="+70"/>
        <source>not an image a model can be shown (PNG, JPEG, WebP, GIF or BMP)</source>
        <translation>不是可以展示给模型的图像（PNG、JPEG、WebP、GIF 或 BMP）</translation>
    </message>
</context>
<context>
    <name>ClipTokenizer</name>
    <message>
        <location filename="../core/inference/cliptokenizer.cpp" line="+92"/>
        <source>CLIP vocabulary file not found</source>
        <translation>找不到 CLIP 词表文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read the CLIP vocabulary: %1</source>
        <translation>无法读取 CLIP 词表：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a gzip file (expected bpe_simple_vocab_16e6.txt.gz)</source>
        <translation>不是 gzip 文件（应为 bpe_simple_vocab_16e6.txt.gz）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot initialise zlib</source>
        <translation>无法初始化 zlib</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unexpected data after the end of the gzip stream</source>
        <translation>gzip 流结束后出现意外数据</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>truncated gzip data</source>
        <translation>gzip 数据被截断</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>corrupt gzip data: %1</source>
        <translation>gzip 数据损坏：%1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the CLIP vocabulary is not valid UTF-8</source>
        <translation>CLIP 词表不是有效的 UTF-8</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a merge line needs two symbols separated by a space, found %1</source>
        <translation>合并行需要两个以空格分隔的符号，实际为 %1</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>the context length must be at least 1, got %1</source>
        <translation>上下文长度至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text is %1 tokens long, more than the context length %2</source>
        <translation>文本长度为 %1 个 token，超过了上下文长度 %2</translation>
    </message>
</context>
<context>
    <name>CocoExport</name>
    <message>
        <location filename="../core/io/cocoexport.cpp" line="+103"/>
        <source>COCO detection JSON</source>
        <translation>COCO 检测 JSON</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference boxes as COCO detection JSON (categories ADD, REMOVE, EDIT; pixel boxes)</source>
        <translation>以 COCO 检测 JSON 格式导出差异框（类别 ADD、REMOVE、EDIT；像素坐标框）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: the output is marked complete, but the study does not have its image</source>
        <translation>项目“%1”，系统“%2”：该输出已标记为完成，但研究中没有其图像</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a %3 box lives on the %4 image, which the study does not have</source>
        <translation>项目“%1”，系统“%2”：一个 %3 框位于%4图像上，而研究中没有该图像</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>original</source>
        <translation>原始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>编辑后</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: a box is still normalized</source>
        <translation>项目“%1”，系统“%2”：有一个框仍是归一化坐标</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>export cancelled</source>
        <translation>导出已取消</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparecaptions.cpp" line="+26"/>
        <source>%1 (loading…)</source>
        <translation>%1（正在加载…）</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+5"/>
        <source>%1 · no image</source>
        <translation>%1 · 无图像</translation>
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
        <translation> · 按原图的 %1 显示</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Original · %1</source>
        <translation>原图 · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original (loading…)</source>
        <translation>原图（正在加载…）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original</source>
        <translation>原图</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left · %1</source>
        <translation>左 · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right · %1</source>
        <translation>右 · %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1  ◀ │ ▶  %2</source>
        <translation>%1  ◀ │ ▶  %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Showing the output: %1 (Space: original)</source>
        <translation>正在显示输出：%1（空格键：原图）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the original: %1 (Space: output)</source>
        <translation>正在显示原图：%1（空格键：输出）</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (on the original) · %2 · %3 (on the output) · dashed: detector guess · solid: annotator or ground truth</source>
        <translation>%1（原图上）· %2 · %3（输出上）· 虚线：检测器推测 · 实线：标注者或真值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM parse: %1</source>
        <translation>BPM 解析：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · regions: %1</source>
        <translation> · 区域：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · regions unavailable: %1</source>
        <translation> · 区域不可用：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Heat-map: ΔE*ab, 0 … 50</source>
        <translation>热力图：ΔE*ab，0 … 50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat-map: 1 − SSIM, 0 … 1</source>
        <translation>热力图：1 − SSIM，0 … 1</translation>
    </message>
</context>
<context>
    <name>CrowdEnrolment</name>
    <message>
        <location filename="../core/web/crowdenrolment.cpp" line="+81"/>
        <source>raters per item must be 1 or more</source>
        <translation>每个项目的评分者数必须不少于 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items per participant must be 1 or more</source>
        <translation>每名参与者的项目数必须不少于 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abandonment timeout must be 1 minute or more</source>
        <translation>放弃超时必须不少于 1 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>session tokens must last 1 hour or more</source>
        <translation>会话令牌的有效期必须不少于 1 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the link parameter &apos;%1&apos; is not 1 to 40 letters, digits or underscores</source>
        <translation>链接参数“%1”不是 1 到 40 个字母、数字或下划线</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the participant, study and session parameters need three different names</source>
        <translation>参与者、研究和会话参数需要三个不同的名称</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the completion URL &apos;%1&apos; is not an http or https address</source>
        <translation>完成 URL“%1”不是 http 或 https 地址</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+52"/>
        <location line="+185"/>
        <source>cannot enrol a participant</source>
        <translation>无法招募参与者</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+299"/>
        <source>cannot release abandoned participants</source>
        <translation>无法释放已放弃的参与者</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>cannot read the crowd participants</source>
        <translation>无法读取众包参与者</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the crowd settings</source>
        <translation>无法读取众包设置</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot save the crowd settings</source>
        <translation>无法保存众包设置</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>all places are taken: every item has as many raters as the study needs</source>
        <translation>名额已满：每个项目的评分者数都已达到研究所需</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the participant id is not 1 to 64 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>参与者 ID 不是 1 到 64 个字母、数字、“-”或“_”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the study&apos;s plan has no open enrolment</source>
        <translation>研究计划中没有开放招募</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study has no plan: make one with &apos;editlens-cli plan&apos; first</source>
        <translation>研究没有计划：请先用“editlens-cli plan”创建计划</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>cannot record a participant&apos;s activity</source>
        <translation>无法记录参与者的活动</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <location filename="../core/io/csv.cpp" line="+60"/>
        <source>a quoted field is never closed</source>
        <translation>带引号的字段没有闭合</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unexpected character &apos;%1&apos; after a closing quote (quotes inside a quoted field are written as &quot;&quot;)</source>
        <translation>闭合引号后出现意外字符“%1”（带引号字段内的引号应写作 &quot;&quot;）</translation>
    </message>
</context>
<context>
    <name>DeleteDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+59"/>
        <source>Delete %1 box</source>
        <translation>删除 %1 框</translation>
    </message>
</context>
<context>
    <name>DemoStudy</name>
    <message>
        <location filename="../core/demo/demoedits.cpp" line="+117"/>
        <source>cannot write image</source>
        <translation>无法写入图像</translation>
    </message>
    <message>
        <location filename="../core/demo/demostudy.cpp" line="+90"/>
        <source>cannot remove the old demo file</source>
        <translation>无法删除旧的演示文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot remove the old demo images</source>
        <translation>无法删除旧的演示图像</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>cannot create the demo folder</source>
        <translation>无法创建演示文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a demo study already exists here; pass --force to rebuild it (its annotations are lost)</source>
        <translation>此处已有演示研究；如需重建，请加 --force（其中的标注将丢失）</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>cannot read the demo photograph (install the opencv-doc package or pass --photos)</source>
        <translation>无法读取演示照片（请安装 opencv-doc 软件包或使用 --photos）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>cannot write the demo manifest</source>
        <translation>无法写入演示清单</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot make the demo rubric active</source>
        <translation>无法启用演示评分标准</translation>
    </message>
    <message>
        <location filename="../core/demo/demosystems.cpp" line="+75"/>
        <source>Rate each edited image from 1 (very poor) to 5 (very good) on three questions. Look at the original and the instruction first, then at the edited image.</source>
        <translation>请就三个问题为每张编辑后的图像打分，从 1（很差）到 5（很好）。先看原图和编辑指令，再看编辑后的图像。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overall: How good is the edit as a whole? Does it do what the instruction asks, look natural, and leave the rest alone?</source>
        <translation>整体：这次编辑整体效果如何？是否完成了指令的要求、看起来自然，并且没有改动其他部分？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited area: Does the part the instruction names show the requested change, cleanly and convincingly?</source>
        <translation>编辑区域：指令提到的部分是否干净、可信地呈现了所要求的变化？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preservation: Is everything the instruction did not ask to change still as it was in the original?</source>
        <translation>保持原样：指令没有要求改动的内容，是否都与原图一致？</translation>
    </message>
</context>
<context>
    <name>DiceClipStage</name>
    <message>
        <location filename="../core/scoring/diceclipstage.cpp" line="+148"/>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation>某个 CLIP 图像嵌入为零（%1）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no coherent box lies inside its image (%1)</source>
        <translation>没有连贯的框位于其图像内（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation>项目既没有指令，也没有目标图像描述（%1）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation>某个 CLIP 嵌入为零，或图像与文本两侧不一致（%1）</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>unavailable on %1 of %n output(s), because no differences of origin &apos;%2&apos; were recorded for them (never annotated or detected by it)</source>
        <translation>
            <numerusform>在 %n 个输出中有 %1 个不可用，因为没有为它们记录来源为“%2”的差异（从未被其标注或检测）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>unavailable on %1 of %n output(s), because the study has no differences of origin &apos;%2&apos; (it has: %3)</source>
        <translation>
            <numerusform>在 %n 个输出中有 %1 个不可用，因为研究中没有来源为“%2”的差异（现有来源：%3）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not computed on %n output(s), for example: %1</source>
        <translation>
            <numerusform>有 %n 个输出未计算，例如：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceExport</name>
    <message>
        <location filename="../core/io/diceexport.cpp" line="+41"/>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation>差异需要原图和编辑后图像，而研究中没有这些图像</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 image of a %2 box has no known size</source>
        <translation>%2 框的%1图像尺寸未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>original</source>
        <translation>原始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>编辑后</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box is still normalized</source>
        <translation>有一个框仍是归一化坐标</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation>%1 框“%2”在其图像内为空</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation>“%1”的理由中单独包含一行 Decision:/Answer:，DICE 读取程序会将其误认为结论</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation>项目“%1”，系统“%2”：%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation>这是一个文件；dice 导出写入的是文件夹（请指定新的或已有的文件夹）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>DICE differences and coherence</source>
        <translation>DICE 差异与连贯性</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a folder with DICE&apos;s predicted_differences.json and coherence_results.json for one origin (--origin truth, an annotator or a detector)</source>
        <translation>包含某一来源（--origin truth、某位标注者或某个检测器）的 DICE predicted_differences.json 和 coherence_results.json 的文件夹</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>no output folder named</source>
        <translation>未指定输出文件夹</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>export cancelled</source>
        <translation>导出已取消</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no differences to export</source>
        <translation>研究中没有可导出的差异</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation>没有来源“%1”的差异；研究中现有的差异来源：%2</translation>
    </message>
</context>
<context>
    <name>DiceImport</name>
    <message>
        <location filename="../core/io/diceimport.cpp" line="+38"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a JSON array of entries</source>
        <translation>应为由条目组成的 JSON 数组</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>entry %1 is not a JSON object</source>
        <translation>条目 %1 不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>missing or empty &apos;%1&apos;</source>
        <translation>“%1”缺失或为空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;complete_difference&apos; must be a string</source>
        <translation>“complete_difference”必须是字符串</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>operation &apos;%1&apos; is not ADD, REMOVE or EDIT</source>
        <translation>操作“%1”不是 ADD、REMOVE 或 EDIT</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing &apos;operation&apos; (and &apos;complete_difference&apos; does not start with ADD:, REMOVE: or EDIT:)</source>
        <translation>缺少“operation”（且“complete_difference”并非以 ADD:、REMOVE: 或 EDIT: 开头）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;bbox&apos; must be [x0, y0, x1, y1], four numbers</source>
        <translation>“bbox”必须是 [x0, y0, x1, y1] 四个数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bbox [%1, %2, %3, %4] leaves [0, 1] (DICE boxes are normalized)</source>
        <translation>bbox [%1, %2, %3, %4] 超出 [0, 1]（DICE 框为归一化坐标）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bbox [%1, %2, %3, %4] is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation>bbox [%1, %2, %3, %4] 为空或颠倒（应满足 x0 &lt; x1、y0 &lt; y1）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;confidence&apos; must be a number in [0, 1]</source>
        <translation>“confidence”必须是 [0, 1] 内的数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;gt_prompt&apos; must be a string</source>
        <translation>“gt_prompt”必须是字符串</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&apos;index&apos; must be the 0-based position of a difference (0 to %1)</source>
        <translation>“index”必须是差异从 0 开始的位置（0 到 %1）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>difference &apos;%1&apos; does not match entry %2 of %3 (&apos;%4&apos;)</source>
        <translation>差异“%1”与 %3 的条目 %2（“%4”）不匹配</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing &apos;coherence_evaluation&apos; text (a string, or a list of strings)</source>
        <translation>缺少“coherence_evaluation”文本（字符串或字符串列表）</translation>
    </message>
    <message>
        <source>missing &apos;coherence_evaluation&apos; text</source>
        <translation type="vanished">缺少“coherence_evaluation”文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no decision in &apos;coherence_evaluation&apos; (expected Decision: &quot;YES&quot;/&quot;NO&quot; or Answer: YES/NO)</source>
        <translation>“coherence_evaluation”中没有结论（应为 Decision: &quot;YES&quot;/&quot;NO&quot; 或 Answer: YES/NO）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DICE differences and coherence</source>
        <translation>DICE 差异与连贯性</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DICE predicted_differences.json (+ coherence_results.json): detector boxes &quot;DICE&quot; on the outputs at edited_path</source>
        <translation>DICE predicted_differences.json（+ coherence_results.json）：edited_path 处输出上的检测器框“DICE”</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>no differences in this file</source>
        <translation>此文件中没有差异</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no item of the study has the original &apos;%1&apos; with an output at &apos;%2&apos;</source>
        <translation>研究中没有项目的原图为“%1”且在“%2”处有输出</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 items of the study have the original &apos;%2&apos; with an output at &apos;%3&apos;; cannot tell which one these differences belong to</source>
        <translation>研究中有 %1 个项目的原图为“%2”且在“%3”处有输出；无法判断这些差异属于哪一个</translation>
    </message>
</context>
<context>
    <name>DiffMaps</name>
    <message>
        <location filename="../core/metrics/diffmaps.cpp" line="+72"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation>SSIM 需要至少 11x11 像素的图像</translation>
    </message>
</context>
<context>
    <name>DifferenceDetector</name>
    <message>
        <location filename="../core/detect/differencedetector.cpp" line="+383"/>
        <source>the pixel-diff detector failed: %1</source>
        <translation>像素差异检测器失败：%1</translation>
    </message>
</context>
<context>
    <name>DifferenceEditor</name>
    <message>
        <location filename="../ui/annotate/differenceeditor.cpp" line="+175"/>
        <source>choose an annotator before drawing boxes</source>
        <translation>绘制框之前请先选择标注者</translation>
    </message>
</context>
<context>
    <name>DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+37"/>
        <source>Nothing to evaluate yet: the study has no ground-truth differences, no annotator&apos;s boxes or completed outputs, and no detector boxes.</source>
        <translation>暂无可评估的内容：研究中没有真值差异、没有标注者的框或已完成的输出，也没有检测器框。</translation>
    </message>
</context>
<context>
    <name>DifferenceStore</name>
    <message>
        <location filename="../core/storage/differencestore.cpp" line="+33"/>
        <source>no difference with id %1</source>
        <translation>没有 ID 为 %1 的差异</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>cannot read differences</source>
        <translation>无法读取差异</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+200"/>
        <source>cannot read outputs</source>
        <translation>无法读取输出</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>no output with id %1</source>
        <translation>没有 ID 为 %1 的输出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save difference</source>
        <translation>无法保存差异</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot move difference</source>
        <translation>无法移动差异</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot relabel difference</source>
        <translation>无法重新标记差异</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot delete difference</source>
        <translation>无法删除差异</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read difference</source>
        <translation>无法读取差异</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+8"/>
        <source>cannot save review</source>
        <translation>无法保存审核结果</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <source>cannot save the output&apos;s completion</source>
        <translation>无法保存输出的完成状态</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>cannot read the output&apos;s completion</source>
        <translation>无法读取输出的完成状态</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read reviews</source>
        <translation>无法读取审核结果</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read review</source>
        <translation>无法读取审核结果</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>cannot save coherence label</source>
        <translation>无法保存连贯性标签</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot read coherence label</source>
        <translation>无法读取连贯性标签</translation>
    </message>
    <message>
        <location filename="../core/storage/differencestore_masks.cpp" line="+83"/>
        <source>cannot read masks</source>
        <translation>无法读取掩码</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read mask image</source>
        <translation>无法读取掩码图像</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown mask kind &apos;%1&apos;</source>
        <translation>未知的掩码类型“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an empty mask cannot be saved</source>
        <translation>无法保存空掩码</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the mask folder</source>
        <translation>无法创建掩码文件夹</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write mask image: %1</source>
        <translation>无法写入掩码图像：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save mask</source>
        <translation>无法保存掩码</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot delete mask</source>
        <translation>无法删除掩码</translation>
    </message>
</context>
<context>
    <name>DifferenceSummary</name>
    <message>
        <location filename="../core/alignment/differencesummary.cpp" line="+164"/>
        <source>correct edits</source>
        <translation>正确编辑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unwanted edits</source>
        <translation>多余编辑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no visual change</source>
        <translation>无可见变化</translation>
    </message>
</context>
<context>
    <name>DisagreementModel</name>
    <message>
        <source>people: %1 &gt; %2; metric: tie</source>
        <translation type="vanished">人工：%1 &gt; %2；指标：平局</translation>
    </message>
    <message>
        <location filename="../ui/itemmodels/disagreementmodel.cpp" line="+56"/>
        <source>people: %1 &gt; %2; metric: %3</source>
        <translation>人工：%1 &gt; %2；指标：%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: against the people on %2 of %3 discordant pairs (weight %4)</source>
        <translation>%1：在 %3 个不一致对中有 %2 个与人工相反（权重 %4）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>rank residual</source>
        <translation>排名残差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2 · %3 ties</source>
        <translation>%1 / %2 · %3 个平局</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>One output: how far its metric rank is from its human rank across the study.</source>
        <translation>单个输出：在整个研究中，其指标排名与人工排名的差距。</translation>
    </message>
    <message numerus="yes">
        <source>Pairs of outputs the metric orders against the people / pairs the people tell apart (%n metric tie(s) among them).</source>
        <translation type="vanished">
            <numerusform>指标排序与人工相反的输出对 / 人工能区分的输出对（其中指标平局 %n 个）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Pairs of outputs the metric orders against the people / pairs both the people and the metric tell apart; %n pair(s) the metric ties are left out (no information).</source>
        <translation>
            <numerusform>指标排序与人工相反的输出对 / 人工和指标都能区分的输出对；指标打成平局的 %n 个输出对被排除（无信息）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disc. / comp.</source>
        <translation>不一致 / 可比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst pair</source>
        <translation>最差配对</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driven by</source>
        <translation>主要来源</translation>
    </message>
</context>
<context>
    <name>EditJournal</name>
    <message>
        <source>cannot replay an edit made offline: %1</source>
        <translation type="vanished">无法重放离线时所做的修改：%1</translation>
    </message>
    <message>
        <location filename="../core/document/editjournal.cpp" line="+259"/>
        <source>cannot create the folder of the offline journal</source>
        <translation>无法创建离线日志的文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot open the offline journal</source>
        <translation>无法打开离线日志</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+127"/>
        <source>cannot read the offline journal</source>
        <translation>无法读取离线日志</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>cannot keep the edit in the offline journal</source>
        <translation>无法将修改保存到离线日志</translation>
    </message>
    <message>
        <location line="+77"/>
        <location filename="../core/document/editjournal_replay.cpp" line="+185"/>
        <source>cannot update the offline journal</source>
        <translation>无法更新离线日志</translation>
    </message>
    <message>
        <source>cannot open the offline journal: %1</source>
        <translation type="vanished">无法打开离线日志：%1</translation>
    </message>
    <message>
        <source>cannot read the offline journal: %1</source>
        <translation type="vanished">无法读取离线日志：%1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>the offline journal holds an edit of an unknown kind &apos;%1&apos; (written by a newer EditLens?); it is left as it is</source>
        <translation>离线日志包含未知类型“%1”的修改（由更新版本的 EditLens 写入？）；日志保持不变</translation>
    </message>
    <message>
        <source>cannot keep the edit in the offline journal: %1</source>
        <translation type="vanished">无法将修改保存到离线日志：%1</translation>
    </message>
    <message>
        <source>cannot update the offline journal: %1</source>
        <translation type="vanished">无法更新离线日志：%1</translation>
    </message>
    <message>
        <location filename="../core/document/editjournal_replay.cpp" line="-85"/>
        <location line="+60"/>
        <source>cannot replay the edits made offline: %1</source>
        <translation>无法重放离线时所做的修改：%1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>cannot record the edit as sent</source>
        <translation>无法将该编辑记录为已发送</translation>
    </message>
</context>
<context>
    <name>EmbeddingStore</name>
    <message>
        <source>cannot read embeddings: %1</source>
        <translation type="vanished">无法读取嵌入：%1</translation>
    </message>
    <message>
        <source>cannot store embeddings: %1</source>
        <translation type="vanished">无法存储嵌入：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/embeddingstore.cpp" line="+35"/>
        <source>cannot read embeddings</source>
        <translation>无法读取嵌入</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot store embeddings</source>
        <translation>无法存储嵌入</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot commit embeddings: %1</source>
        <translation>无法提交嵌入：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the study is damaged: embedding of output %1 (%2, %3) has %4 values, expected %5</source>
        <translation>研究已损坏：输出 %1（%2，%3）的嵌入有 %4 个值，应为 %5 个</translation>
    </message>
</context>
<context>
    <name>EndpointConfig</name>
    <message>
        <location filename="../core/endpoint/endpointconfig.cpp" line="+25"/>
        <source>the endpoint URL &apos;%1&apos; is not a valid URL with a host</source>
        <translation>端点 URL“%1”不是带主机名的有效 URL</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the endpoint URL &apos;%1&apos; must start with http:// or https://</source>
        <translation>端点 URL“%1”必须以 http:// 或 https:// 开头</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the environment variable %1 that should hold the API key is not set or empty</source>
        <translation>应保存 API 密钥的环境变量 %1 未设置或为空</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the API key file: %1</source>
        <translation>无法读取 API 密钥文件：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the API key file&apos;s first line is empty</source>
        <translation>API 密钥文件的第一行为空</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>endpoint &apos;%1&apos;: no model is named (--model)</source>
        <translation>端点“%1”：未指定模型（--model）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>endpoint &apos;%1&apos;: %2 is %3; it must be at least %4</source>
        <translation>端点“%1”：%2 为 %3；它必须不小于 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>endpoint &apos;%1&apos;: temperature %2 is outside 0…2</source>
        <translation>端点“%1”：温度 %2 超出 0…2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>endpoint &apos;%1&apos;: the extra request field &apos;%2&apos; is one EditLens sets itself</source>
        <translation>端点“%1”：额外的请求字段“%2”是 EditLens 自己设置的字段</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--endpoint &apos;%1&apos;: the name before &apos;=&apos; is empty</source>
        <translation>--endpoint“%1”：“=”之前的名称为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--endpoint &apos;%1&apos;: no URL</source>
        <translation>--endpoint“%1”：没有 URL</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--endpoint &apos;%1&apos;: %2</source>
        <translation>--endpoint“%1”：%2</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../ui/guiutil/filedialogs.cpp" line="+26"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens study</source>
        <translation>EditLens 研究</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>FileHashCache</name>
    <message>
        <location filename="../core/inference/filehashcache.cpp" line="+26"/>
        <source>cannot open the file to verify it: %1</source>
        <translation>无法打开文件进行校验：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the file to verify it: %1</source>
        <translation>无法读取文件进行校验：%1</translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <location filename="../core/io/formatregistry.cpp" line="+113"/>
        <source>cannot tell the format of this input; choose its format in the Import dialog&apos;s Format list</source>
        <translation>无法判断此输入的格式；请在导入对话框的“格式”列表中选择其格式</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot tell the format of this input; name one with --format (%1)</source>
        <translation>无法判断此输入的格式；请用 --format 指定（%1）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>All supported files (%1)</source>
        <translation>所有支持的文件 (%1)</translation>
    </message>
</context>
<context>
    <name>GenAiBenchImport</name>
    <message>
        <location filename="../core/io/genaibenchimport.cpp" line="+114"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; pass --judge NAME</source>
        <translation>此文件包含评判投票（model_vote），但其文件夹未给出评判者名称；请使用 --judge NAME</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>字段“%1”必须是字符串</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>GenAI-Bench pairs or judge results (.jsonl/.json): human votes as preferences; model_vote as judge votes of --judge (default: the file&apos;s folder name), joined onto the study&apos;s items by idx</source>
        <translation>GenAI-Bench 配对或评判结果（.jsonl/.json）：人工投票作为偏好；model_vote 作为 --judge 的评判投票（默认：文件所在文件夹名），按 idx 关联到研究的项目</translation>
    </message>
    <message>
        <location line="-256"/>
        <source>field &apos;idx&apos; must be a number or a string</source>
        <translation>字段“idx”必须是数字或字符串</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>field &apos;idx&apos; must be %1 or a string, not %2</source>
        <translation>字段“idx”必须是 %1 或字符串，而不是 %2</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>left_model and right_model must name systems</source>
        <translation>left_model 和 right_model 必须指明系统</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>left_model and right_model are both &apos;%1&apos;</source>
        <translation>left_model 和 right_model 都是“%1”</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>unknown %1 &apos;%2&apos; (expected leftvote, rightvote, tievote or bothbad_vote)</source>
        <translation>未知的 %1“%2”（应为 leftvote、rightvote、tievote 或 bothbad_vote）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this file holds judge votes (model_vote) and its folder gives no judge name; enter it under Judge in the Import dialog</source>
        <translation>此文件包含评判投票（model_vote），但其文件夹未给出评判者名称；请在导入对话框的“评判者”中填写</translation>
    </message>
    <message>
        <source>model_vote is empty</source>
        <translation type="vanished">model_vote 为空</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>human_vote &apos;%1&apos; contradicts the study, where &apos;%2&apos; voted &apos;%3&apos; on %4 (left) and %5 (right)</source>
        <translation>human_vote“%1”与研究矛盾：研究中“%2”对 %4（左）和 %5（右）投了“%3”</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the study&apos;s item &apos;%1&apos; has %2 outputs and no vote that tells its left system from its right one</source>
        <translation>研究的项目“%1”有 %2 个输出，但没有能区分左右系统的投票</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study holds item &apos;%1&apos; with the anonymous outputs &apos;left&apos; and &apos;right&apos; of a judge file; import the rows that name left_model and right_model before any judge file</source>
        <translation>研究中的项目“%1”带有来自评判文件的匿名输出“left”和“right”；请先导入指明 left_model 和 right_model 的行，再导入评判文件</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>GenAI-Bench image-editing votes</source>
        <translation>GenAI-Bench 图像编辑投票</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
</context>
<context>
    <name>GroundedBoxStore</name>
    <message>
        <location filename="../core/storage/groundedboxstore.cpp" line="+84"/>
        <source>a grounded object needs an item and a model</source>
        <translation>定位对象需要项目和模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a grounded box of %1 is empty</source>
        <translation>%1 的定位框为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot store a grounded object</source>
        <translation>无法存储定位对象</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot store %1 of item %2</source>
        <translation>无法存储项目 %2 的 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the grounded objects</source>
        <translation>无法读取定位对象</translation>
    </message>
    <message>
        <source>cannot store %1 of item %2: %3</source>
        <translation type="vanished">无法存储项目 %2 的 %1：%3</translation>
    </message>
    <message>
        <source>cannot read the grounded objects: %1</source>
        <translation type="vanished">无法读取定位对象：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>grounded object %1 of item %2 is stored with unreadable boxes</source>
        <translation>项目 %2 的定位对象 %1 存储的框无法读取</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <location filename="../core/transfer/handout.cpp" line="+36"/>
        <source>cannot record the study&apos;s identity</source>
        <translation>无法记录研究的标识</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+145"/>
        <source>cannot write the packed study</source>
        <translation>无法写入打包的研究</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>cannot read the packed study</source>
        <translation>无法读取打包的研究</translation>
    </message>
    <message>
        <location filename="../core/storage/planstore.cpp" line="+484"/>
        <location filename="../core/transfer/handout.cpp" line="+237"/>
        <location filename="../core/transfer/handoutmerge.cpp" line="+425"/>
        <source>cannot read the study settings</source>
        <translation>无法读取研究设置</translation>
    </message>
    <message>
        <source>a pack needs an annotator name</source>
        <translation type="vanished">打包需要标注者姓名</translation>
    </message>
    <message>
        <location filename="../core/transfer/handout.cpp" line="-151"/>
        <source>this study is already %1&apos;s hand-out; pack from the original study &apos;%2&apos;</source>
        <translation>此研究已是 %1 的分发包；请从原始研究“%2”打包</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; has no assignment in the study&apos;s plan; plan the study for them first</source>
        <translation>“%1”在研究计划中没有任务；请先为其规划研究</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a folder</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the folder already holds a study (&apos;%1&apos;); a pack never replaces one: choose an empty folder</source>
        <translation>该文件夹已包含研究（“%1”）；打包绝不会替换研究：请选择空文件夹</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+82"/>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot create a scratch folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>an image of the study is missing, so the pack would not be complete</source>
        <translation>研究缺少一张图像，打包将不完整</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>masks row %1: &apos;%2&apos; is not an image</source>
        <translation>masks 表第 %1 行：“%2”不是图像</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a file with this name already exists; a pack never replaces one</source>
        <translation>同名文件已存在；打包绝不会替换文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot copy an image: %1</source>
        <translation>无法复制图像：%1</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge.cpp" line="-391"/>
        <location line="+419"/>
        <source>cannot merge the packed study</source>
        <translation>无法合并打包的研究</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutrecord.cpp" line="+39"/>
        <source>cannot read the study&apos;s record of its hand-outs</source>
        <translation>无法读取研究的分发包记录</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the study&apos;s record of hand-out %1 is damaged</source>
        <translation>研究中分发包 %1 的记录已损坏</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot record the hand-out in the study</source>
        <translation>无法在研究中记录该分发包</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 row %2: path &apos;%3&apos; %4</source>
        <translation>%1 表第 %2 行：路径“%3”%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is not a relative path inside the study&apos;s folder</source>
        <translation>不是研究文件夹内的相对路径</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves the study&apos;s folder</source>
        <translation>超出了研究的文件夹</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>names no file</source>
        <translation>未指向任何文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the hand-out&apos;s folder through a link</source>
        <translation>通过链接超出了分发包的文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 row %2: %3; nothing was merged</source>
        <translation>%1 表第 %2 行：%3；未合并任何内容</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a time, or lies in the future</source>
        <translation>“%1”不是时间，或是将来的时间</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+16"/>
        <source>item &apos;%1&apos; was not in the hand-out</source>
        <translation>项目“%1”不在分发包中</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>output &apos;%1&apos; of item &apos;%2&apos; was not in the hand-out</source>
        <translation>项目“%2”的输出“%1”不在分发包中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: item &apos;%2&apos; has no output of &apos;%3&apos; in the study</source>
        <translation>%1：研究中条目“%2”没有“%3”的输出</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: the study has no item &apos;%2&apos;</source>
        <translation>%1：研究中没有条目“%2”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown op &apos;%1&apos;</source>
        <translation>未知的操作“%1”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>box [%1, %2, %3, %4] is empty, inverted or off its image</source>
        <translation>框 [%1, %2, %3, %4] 为空、坐标颠倒或超出其图像</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confidence %1 is outside [0, 1]</source>
        <translation>置信度 %1 超出 [0, 1]</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge.cpp" line="-267"/>
        <source>ratings: the study has no dimension &apos;%1&apos;</source>
        <translation>评分：研究中没有维度“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation>评分 %1 超出了“%4”的量表范围 %2-%3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 (left: %2)</source>
        <translation>%1（左侧：%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown choice &apos;%1&apos;</source>
        <translation>未知的选项“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair or the output shown on the left is not valid</source>
        <translation>该配对或显示在左侧的输出无效</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>preferences: the study has no dimension &apos;%1&apos;</source>
        <translation>偏好：研究中没有维度“%1”</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preferences</source>
        <translation>偏好</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masks</source>
        <translation>掩码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reviews</source>
        <translation>审核</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completions</source>
        <translation>完成标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>submissions</source>
        <translation>提交</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>revisions</source>
        <translation>修订</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand-out carries no identity (an older EditLens packed it, or it was altered); pack it again; nothing was merged</source>
        <translation>该分发包没有身份标识（由旧版 EditLens 打包，或已被改动）；请重新打包；未合并任何内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the study has no record of hand-out %1: it was not packed from this study, or it was altered; nothing was merged</source>
        <translation>研究中没有分发包 %1 的记录：它不是从此研究打包的，或已被改动；未合并任何内容</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the hand-out&apos;s token does not match the study&apos;s record of it: the file was altered; nothing was merged</source>
        <translation>分发包的令牌与研究中的记录不符：文件已被改动；未合并任何内容</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this hand-out was made for &apos;%1&apos; but names &apos;%2&apos;: a hand-out merges only as the annotator it was made for; nothing was merged</source>
        <translation>此分发包是为“%1”制作的，却指明了“%2”：分发包只能以其制作对象的标注者身份合并；未合并任何内容</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a study cannot be merged into itself</source>
        <translation>研究不能合并到自身</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this study is itself a hand-out; merge into the original study &apos;%1&apos;</source>
        <translation>此研究本身是分发包；请合并到原始研究“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <location filename="../core/transfer/handoutmerge_rows.cpp" line="+224"/>
        <source>; nothing was merged</source>
        <translation>；未合并任何内容</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the packed study is damaged (%1); nothing was merged</source>
        <translation>打包的研究已损坏（%1）；未合并任何内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a packed study (editlens-cli pack makes one); nothing was merged</source>
        <translation>不是打包的研究（由 editlens-cli pack 生成）；未合并任何内容</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this pack was made from the study &apos;%1&apos; (id %2), and this study has never made a pack; nothing was merged</source>
        <translation>此包来自研究“%1”（ID %2），而此研究从未打过包；未合并任何内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this pack was made from another study: &apos;%1&apos; with id %2, while this study (&apos;%3&apos;) has id %4; nothing was merged</source>
        <translation>此包来自另一个研究：ID 为 %2 的“%1”，而此研究（“%3”）的 ID 为 %4；未合并任何内容</translation>
    </message>
    <message>
        <source>this pack was made from another study (&apos;%1&apos;), not from &apos;%2&apos;; nothing was merged</source>
        <translation type="vanished">此包来自另一个研究（“%1”），而不是“%2”；未合并任何内容</translation>
    </message>
    <message>
        <location filename="../core/transfer/handoutmerge_rows.cpp" line="-138"/>
        <source>labels and reviews on a box of &apos;%1&apos; on item &apos;%2&apos; (%3) that the study no longer has</source>
        <translation>条目“%2”（%3）上“%1”的一个框的标签和审核，研究中已不再有该框</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>coherent</source>
        <translation>一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incoherent</source>
        <translation>不一致</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>coherent is &apos;%1&apos;, not 0 or 1</source>
        <translation>coherent 为“%1”，而不是 0 或 1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>unknown decision &apos;%1&apos;</source>
        <translation>未知的结论“%1”</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a mask kind</source>
        <translation>“%1”不是掩码类型</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read a mask of the pack: %1</source>
        <translation>无法读取包中的掩码：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not an image</source>
        <translation>“%1”不是图像</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>cannot create the mask folder</source>
        <translation>无法创建掩码文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a mask: %1</source>
        <translation>无法写入掩码：%1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 seconds on an item from %2 to %3</source>
        <translation>在一个项目上用时 %1 秒（时段为 %2 至 %3）</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>locked is &apos;%1&apos;, not 0 or 1</source>
        <translation>locked 为“%1”，而不是 0 或 1</translation>
    </message>
</context>
<context>
    <name>I2eBenchImport</name>
    <message>
        <location filename="../core/io/i2ebenchimport.cpp" line="+62"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping entry numbers to entries</source>
        <translation>应为将条目编号映射到条目的对象</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the file holds no entries</source>
        <translation>文件中没有条目</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not in %2</source>
        <translation type="vanished">条目“%1”不在 %2 中</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+30"/>
        <location line="+78"/>
        <source>entry &apos;%1&apos; is not a JSON object</source>
        <translation>条目“%1”不是 JSON 对象</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>entry &apos;%1&apos;: &apos;image&apos; must be a string</source>
        <translation>条目“%1”：“image”必须是字符串</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entries &apos;%1&apos; and &apos;%2&apos; both judge the image &apos;%3&apos;</source>
        <translation>条目“%1”和“%2”都评判图像“%3”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>entry &apos;%1&apos; needs an &apos;image&apos; naming a file of its dimension</source>
        <translation>条目“%1”需要一个指明其维度下文件的“image”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry &apos;%1&apos; needs a non-empty string &apos;%2&apos;</source>
        <translation>条目“%1”需要非空字符串“%2”</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>entry &apos;%1&apos;: the source image &apos;%2&apos; does not exist (nor &apos;%3&apos;)</source>
        <translation>条目“%1”：源图像“%2”不存在（“%3”也不存在）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>entry &apos;%1&apos;: the mask &apos;%2&apos; does not exist</source>
        <translation>条目“%1”：掩码“%2”不存在</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; judges the image &apos;%2&apos;, but %3 gives &apos;%4&apos;</source>
        <translation type="vanished">条目“%1”评判的是图像“%2”，但 %3 给出的是“%4”</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>entry &apos;%1&apos;: &apos;final_judgement&apos; must be a string</source>
        <translation>条目“%1”：“final_judgement”必须是字符串</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>I²EBench folder, diverse instructions</source>
        <translation>I²EBench 文件夹，多样化指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I²EBench folder</source>
        <translation>I²EBench 文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>I²EBench folder, diverse instructions (div_exp, EditResult/, EditEval/); items &lt;Dim&gt;/&lt;n&gt;/diverse</source>
        <translation>I²EBench 文件夹，多样化指令（div_exp、EditResult/、EditEval/）；项目为 &lt;Dim&gt;/&lt;n&gt;/diverse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I²EBench folder (EditData/&lt;Dim&gt;/&lt;Dim&gt;.json, EditResult_ori/, EditEval_ori/); one item per entry, one output per model</source>
        <translation>I²EBench 文件夹（EditData/&lt;Dim&gt;/&lt;Dim&gt;.json、EditResult_ori/、EditEval_ori/）；每个条目一个项目，每个模型一个输出</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no &apos;%1&apos; folder here; expected &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation>此处没有“%1”文件夹；应为 &lt;root&gt;/EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dimension found: expected EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</source>
        <translation>未找到维度：应为 EditData/&lt;Dim&gt;/&lt;Dim&gt;.json</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
</context>
<context>
    <name>ImageCache</name>
    <message>
        <location filename="../ui/compare/imagecache.cpp" line="+94"/>
        <source>no image</source>
        <translation>无图像</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>ImageFile</name>
    <message>
        <location filename="../core/imaging/imagefile.cpp" line="+16"/>
        <source>image codecs unavailable: %1</source>
        <translation>图像编解码器不可用：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the codecs module was built for another version of EditLens</source>
        <translation>编解码器模块是为另一版本的 EditLens 构建的</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot write image</source>
        <translation>无法写入图像</translation>
    </message>
</context>
<context>
    <name>ImagePreprocess</name>
    <message>
        <location filename="../core/inference/imagepreprocess.cpp" line="+24"/>
        <source>expected a non-empty 8-bit BGR image</source>
        <translation>应为非空的 8 位 BGR 图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preprocessing %1 has invalid sizes</source>
        <translation>预处理 %1 的尺寸无效</translation>
    </message>
</context>
<context>
    <name>ImageProbe</name>
    <message>
        <location filename="../core/imaging/imageprobe.cpp" line="+56"/>
        <location line="+6"/>
        <source>corrupt image: the PNG file is cut short (truncated)</source>
        <translation>图像已损坏：PNG 文件不完整（被截断）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+36"/>
        <source>corrupt image: PNG chunk &apos;%1&apos; fails its checksum</source>
        <translation>图像已损坏：PNG 数据块“%1”校验和错误</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>corrupt image: the PNG file is cut short before its pixel data</source>
        <translation>图像已损坏：PNG 文件在像素数据之前被截断</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>corrupt image: the PNG file holds no pixel data</source>
        <translation>图像已损坏：PNG 文件不含像素数据</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>image does not exist</source>
        <translation>图像不存在</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not a readable image (%1)</source>
        <translation>不是可读取的图像（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>corrupt image: cannot read its size (%1)</source>
        <translation>图像已损坏：无法读取其尺寸（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>image is %1x%2 pixels, over the limit of %3 megapixels</source>
        <translation>图像为 %1x%2 像素，超过了 %3 百万像素的上限</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the image (%1)</source>
        <translation>无法读取图像（%1）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>corrupt image: cannot decode it (%1)</source>
        <translation>图像已损坏：无法解码（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>corrupt image: the decoder reports &quot;%1&quot;</source>
        <translation>图像已损坏：解码器报告“%1”</translation>
    </message>
</context>
<context>
    <name>ImagenHubImport</name>
    <message>
        <location filename="../core/io/imagenhubimport.cpp" line="+96"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+61"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header &apos;uid&apos; + one column per model</source>
        <translation>文件为空；应有表头“uid”+ 每个模型一列</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the header lacks the &apos;uid&apos; column (found: %1)</source>
        <translation>表头缺少“uid”列（找到的列：%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>header column %1 has no model name</source>
        <translation>表头第 %1 列没有模型名称</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names model &apos;%1&apos; twice</source>
        <translation>表头中模型“%1”出现了两次</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names no model columns after &apos;uid&apos;</source>
        <translation>表头在“uid”之后没有模型列</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation>此行有 %1 个字段，但表头有 %2 个</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the &apos;uid&apos; cell is empty</source>
        <translation>“uid”单元格为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uid &apos;%1&apos; already appears on line %2</source>
        <translation>uid“%1”已在第 %2 行出现</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; is not a rating pair [SC, PQ] of two numbers</source>
        <translation>模型“%1”：“%2”不是由两个数字组成的评分对 [SC, PQ]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;%1&apos;: &apos;%2&apos; holds a value outside the scale 0-1</source>
        <translation>模型“%1”：“%2”包含超出量表范围 0-1 的值</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/io/imagenhublayout.cpp" line="+136"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file holds a header but no ratings</source>
        <translation>文件只有表头，没有评分</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ImagenHub images and human ratings</source>
        <translation>ImagenHub 图像和人工评分</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ImagenHub rater TSV file or folder of them (uid + one &apos;[SC, PQ]&apos; column per model; ratings SC, PQ, O), or an output folder input/, &lt;Model&gt;/, GroundTruth/ with dataset_lookup.json and the rater TSVs beside them</source>
        <translation>ImagenHub 评分者 TSV 文件或包含这些文件的文件夹（uid + 每个模型一列“[SC, PQ]”；评分 SC、PQ、O），或包含 input/、&lt;Model&gt;/、GroundTruth/ 的输出文件夹，旁边附有 dataset_lookup.json 和评分者 TSV 文件</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>no .tsv rater files in this folder; expected one per rater</source>
        <translation>此文件夹中没有 .tsv 评分者文件；应为每位评分者一个</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no such file or folder</source>
        <translation>没有此文件或文件夹</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this file and &apos;%1&apos; both name annotator &apos;%2&apos; (the text after the last &apos;_&apos; of the file name); rename one</source>
        <translation>此文件和“%1”都指向标注者“%2”（取自文件名最后一个“_”之后的文本）；请重命名其中一个</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>these rater files belong to different tasks (%1), which reuse uids and models; import each task&apos;s files on their own</source>
        <translation>这些评分者文件属于不同的任务（%1），而这些任务会重复使用 uid 和模型；请分别导入每个任务的文件</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>semantic consistency: how well the edit follows the instruction</source>
        <translation>语义一致性：编辑对指令的遵循程度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perceptual quality: naturalness and absence of artifacts</source>
        <translation>感知质量：是否自然、有无瑕疵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overall, sqrt(SC * PQ) per rater</source>
        <translation>总体，按评分者计算 sqrt(SC * PQ)</translation>
    </message>
    <message>
        <location filename="../core/io/imagenhublayout.cpp" line="-131"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping image file names to {&quot;instruction&quot;: ...}</source>
        <translation>应为将图像文件名映射到 {&quot;instruction&quot;: ...} 的对象</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>entry &apos;%1&apos; must be an object with an &quot;instruction&quot;</source>
        <translation>条目“%1”必须是包含“instruction”的对象</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entry &apos;%1&apos;: &quot;instruction&quot; must be a non-empty string</source>
        <translation>条目“%1”：“instruction”必须是非空字符串</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>entry &apos;%1&apos;: &quot;%2&quot; must be a string</source>
        <translation>条目“%1”：“%2”必须是字符串</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>no sample_*.jpg or sample_*.png images in this folder; expected ImagenHub&apos;s input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg</source>
        <translation>此文件夹中没有 sample_*.jpg 或 sample_*.png 图像；应为 ImagenHub 的 input/sample_&lt;img_id&gt;_&lt;turn&gt;.jpg</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no entry for the input image &apos;%1&apos;; every image in input/ needs one with its &quot;instruction&quot;</source>
        <translation>输入图像“%1”没有对应条目；input/ 中的每张图像都需要一个带“instruction”的条目</translation>
    </message>
</context>
<context>
    <name>ImportResolver</name>
    <message>
        <location filename="../core/io/importresolver.cpp" line="+325"/>
        <source>item has an empty id</source>
        <translation>项目 ID 为空</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>an output of item &apos;%1&apos; has no system name</source>
        <translation>项目“%1”的某个输出没有系统名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item &apos;%1&apos; has two outputs of system &apos;%2&apos;</source>
        <translation>项目“%1”有两个系统“%2”的输出</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a score of item &apos;%1&apos; has no metric id</source>
        <translation>项目“%1”的某个分数没有指标 ID</translation>
    </message>
    <message>
        <source>a rating of item &apos;%1&apos; lacks its annotator or dimension</source>
        <translation type="vanished">项目“%1”的某条评分缺少标注者或维度</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a rating of item &apos;%1&apos; is not a finite number</source>
        <translation>项目“%1”的某条评分不是有限数值</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>difference box [%1, %2, %3, %4] of item &apos;%5&apos; is empty or inverted (want x0 &lt; x1, y0 &lt; y1)</source>
        <translation>项目“%5”的差异框 [%1, %2, %3, %4] 为空或颠倒（应满足 x0 &lt; x1、y0 &lt; y1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>normalized difference box of item &apos;%1&apos; leaves [0, 1]</source>
        <translation>项目“%1”的归一化差异框超出 [0, 1]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>item &apos;%1&apos; has a normalized %2 box but no %3 image to scale it to</source>
        <translation>项目“%1”有一个归一化的 %2 框，但没有可用于换算的%3图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>original</source>
        <translation>原始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited</source>
        <translation>编辑后</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>difference box of item &apos;%1&apos; lies outside its %2x%3 image</source>
        <translation>项目“%1”的差异框位于其 %2x%3 图像之外</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>difference confidence %1 of item &apos;%2&apos; is outside [0, 1]</source>
        <translation>项目“%2”的差异置信度 %1 超出 [0, 1]</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>preference of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation>项目“%1”的偏好指明“%2”对“%3”，但该项目的输出来自：%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>preference of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation>项目“%1”的偏好将“%2”与其自身比较</translation>
    </message>
    <message>
        <source>preference of item &apos;%1&apos; has no annotator</source>
        <translation type="vanished">项目“%1”的偏好没有标注者</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>judge vote of item &apos;%1&apos; names &apos;%2&apos; vs &apos;%3&apos; but the item has outputs of: %4</source>
        <translation>项目“%1”的评判投票指明“%2”对“%3”，但该项目的输出来自：%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>judge vote of item &apos;%1&apos; compares &apos;%2&apos; with itself</source>
        <translation>项目“%1”的评判投票将“%2”与其自身比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge vote of item &apos;%1&apos; has no judge</source>
        <translation>项目“%1”的评判投票没有评判者</translation>
    </message>
    <message>
        <source>judge vote of item &apos;%1&apos; has no verdict</source>
        <translation type="vanished">项目“%1”的评判投票没有结论</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>duplicate item id &apos;%1&apos; (first seen at line %2)</source>
        <translation>重复的项目 ID“%1”（首次出现在第 %2 行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>duplicate item id &apos;%1&apos;</source>
        <translation>重复的项目 ID“%1”</translation>
    </message>
    <message>
        <location line="-290"/>
        <location line="+296"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>image path &apos;%1&apos; holds a NUL character</source>
        <translation>图像路径“%1”包含 NUL 字符</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the item id</source>
        <translation>项目 ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <location line="+1"/>
        <source>the system</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>the annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>the dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the judge</source>
        <translation>评判者</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>%1 starts with U+FEFF (a byte order mark), which the study cannot store as written; remove it</source>
        <translation>%1以 U+FEFF（字节顺序标记）开头，研究无法按原样存储；请将其删除</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>score &apos;%1&apos; of item &apos;%2&apos; is not a number (NaN)</source>
        <translation>项目“%2”的分数“%1”不是数字（NaN）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a rating of item &apos;%1&apos; lacks its dimension</source>
        <translation>项目“%1”的某条评分缺少维度</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>dimension &apos;%1&apos; has an empty scale %2-%3</source>
        <translation>维度“%1”的量表 %2-%3 为空</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>rating %1 of item &apos;%2&apos; (%3, %4) is outside the %5 scale %6-%7</source>
        <translation>项目“%2”的评分 %1（%3，%4）超出了 %5 的量表范围 %6-%7</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <location filename="../core/io/importer.cpp" line="+31"/>
        <source>this is the study itself (or its SQLite log); import from another file</source>
        <translation>这是研究文件本身（或其 SQLite 日志）；请从其他文件导入</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown import format &apos;%1&apos;; known formats: %2</source>
        <translation>未知的导入格式“%1”；已知格式：%2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>unknown export format &apos;%1&apos;; known formats: %2</source>
        <translation>未知的导出格式“%1”；已知格式：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the export format &apos;%1&apos; takes no origin</source>
        <translation>导出格式“%1”不接受来源参数</translation>
    </message>
</context>
<context>
    <name>JsonDuplicates</name>
    <message>
        <location filename="../core/io/jsonduplicates.cpp" line="+126"/>
        <source>the key &quot;%1&quot; appears twice in one object (first on line %2); EditLens does not guess which one is meant</source>
        <translation>键“%1”在同一对象中出现了两次（首次在第 %2 行）；EditLens 不会猜测应使用哪一个</translation>
    </message>
</context>
<context>
    <name>JsonRows</name>
    <message>
        <location filename="../core/io/jsonrows.cpp" line="+30"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>row %1 is not a JSON object</source>
        <translation>第 %1 行不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected one JSON object per line</source>
        <translation>应为每行一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rows in this file</source>
        <translation>此文件中没有数据行</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>a whole number from 0 to %1</source>
        <translation>0 到 %1 之间的整数</translation>
    </message>
</context>
<context>
    <name>JudgeAccuracy</name>
    <message>
        <location filename="../core/alignment/judgeaccuracy.cpp" line="+125"/>
        <source>%1 has the value %2, outside the score scale [%3, %4] given for it</source>
        <translation>%1 的值为 %2，超出为其指定的分数范围 [%3, %4]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 rule types scores on the 0-10 scale, and %2 has the value %3 (use the raw rule)</source>
        <translation>%1 规则针对 0-10 量表的分数，而 %2 的值为 %3（请使用 raw 规则）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 rule types scores on the 0-10 scale, and every value of %2 lies in [-1, 1] (a 0-1 similarity such as CLIP-I, DINO or CLIP-D): every pair would be typed alike. Give its score scale (--score-scale MIN,MAX) or use the raw rule</source>
        <translation>%1 规则按 0-10 分数范围划分类型，而 %2 的每个值都在 [-1, 1] 内（如 CLIP-I、DINO 或 CLIP-D 这样的 0-1 相似度）：每一对都会被划为同一类型。请给出其分数范围（--score-scale MIN,MAX），或使用 raw 规则</translation>
    </message>
</context>
<context>
    <name>LazyModule</name>
    <message>
        <location filename="../core/util/lazymodule.cpp" line="+72"/>
        <source>module %1 not found (looked for %2)</source>
        <translation>未找到模块 %1（查找位置：%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (no such file)</source>
        <translation>%1（文件不存在）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>module %1 could not be loaded: %2</source>
        <translation>无法加载模块 %1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>module %1 has no entry point %2 (%3)</source>
        <translation>模块 %1 没有入口点 %2（%3）</translation>
    </message>
</context>
<context>
    <name>LearnedMetrics</name>
    <message>
        <location filename="../core/inference/learnedmetrics.cpp" line="+84"/>
        <source>unavailable, because the model encodes frames independently (it has no encode_video method), so order cannot change the score: vificlip_reversed would only repeat vificlip</source>
        <translation>不可用，因为该模型独立编码各帧（没有 encode_video 方法），顺序不会影响分数：vificlip_reversed 只会重复 vificlip 的结果</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the embedding tables to compare differ in shape</source>
        <translation>要比较的嵌入表形状不同</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>unknown metric %1 or model %2</source>
        <translation>未知的指标 %1 或模型 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 cannot stand in for %2 in %3 (different role or embedding size)</source>
        <translation>在 %3 中，模型 %1 不能替代 %2（角色或嵌入维度不同）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown learned metric %1</source>
        <translation>未知的学习型指标 %1</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1, item %2: %3</source>
        <translation>%1，项目 %2：%3</translation>
    </message>
</context>
<context>
    <name>LongCsvTable</name>
    <message>
        <location filename="../core/io/longcsvtable.cpp" line="+29"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation>文件为空；应有一行列名表头</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>表头中列“%1”出现了两次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the header lacks column &apos;%1&apos; (required: %2; found: %3)</source>
        <translation>表头缺少列“%1”（必需：%2；找到：%3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this row has %1 fields but the header has %2</source>
        <translation>此行有 %1 个字段，但表头有 %2 个</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>column &apos;%1&apos; is empty</source>
        <translation>列“%1”为空</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is not a finite number</source>
        <translation>列“%1”的值为“%2”，不是有限数值</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, which is neither a finite number nor inf or -inf</source>
        <translation>列“%1”的值为“%2”，既不是有限数值，也不是 inf 或 -inf</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>export cancelled</source>
        <translation>导出已取消</translation>
    </message>
</context>
<context>
    <name>MagicBrushImport</name>
    <message>
        <location filename="../core/io/magicbrushimport.cpp" line="+68"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation>无效的 JSON：%1，位于第 %2 列</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an object mapping session ids to lists of turns</source>
        <translation>应为将会话 ID 映射到轮次列表的对象</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>session &apos;%1&apos; must be a list of turns</source>
        <translation>会话“%1”必须是轮次列表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn %1 of session &apos;%2&apos; must be an object</source>
        <translation>会话“%2”的第 %1 轮必须是对象</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>turn %1 of session &apos;%2&apos;: field &apos;%3&apos; must be a non-empty string</source>
        <translation>会话“%2”的第 %1 轮：字段“%3”必须是非空字符串</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>MagicBrush folder</source>
        <translation>MagicBrush 文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MagicBrush test-set folder (images/&lt;id&gt;/ and edit_sessions.json); one item per turn</source>
        <translation>MagicBrush 测试集文件夹（images/&lt;id&gt;/ 和 edit_sessions.json）；每轮一个项目</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no such folder</source>
        <translation>没有此文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no &apos;%1&apos; folder here; expected images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation>此处没有“%1”文件夹；应为 images/&lt;id&gt;/&lt;id&gt;-input.png</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the file holds no edit sessions (expected an object mapping each image id to its list of turns)</source>
        <translation>文件中没有编辑会话（应为将每个图像 ID 映射到其轮次列表的对象）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no edit sessions found: there is no edit_sessions.json, and no images/&lt;id&gt;/&lt;id&gt;-input.png</source>
        <translation>未找到编辑会话：既没有 edit_sessions.json，也没有 images/&lt;id&gt;/&lt;id&gt;-input.png</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>session &apos;%1&apos; refers to &apos;%2&apos;, which does not exist</source>
        <translation>会话“%1”引用了不存在的“%2”</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+30"/>
        <source>EditLens studies (*.editlens)</source>
        <translation>EditLens 研究 (*.editlens)</translation>
    </message>
    <message>
        <location filename="../ui/studytransfers.cpp" line="+43"/>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export Report to Folder</source>
        <translation>将报告导出到文件夹</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Report written</source>
        <translation>报告已写入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write the report</source>
        <translation>无法写入报告</translation>
    </message>
</context>
<context>
    <name>ManifestExport</name>
    <message>
        <location filename="../core/io/manifestexport.cpp" line="+160"/>
        <source>EditLens manifest</source>
        <translation>EditLens 清单</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest (JSON Lines); round-trips everything a study holds</source>
        <translation>EditLens 清单（JSON Lines）；可完整往返保存研究中的所有内容</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>export cancelled</source>
        <translation>导出已取消</translation>
    </message>
</context>
<context>
    <name>ManifestImport</name>
    <message>
        <location filename="../core/io/manifestimport.cpp" line="+55"/>
        <location line="+15"/>
        <source>missing required field &apos;%1&apos;</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>字段“%1”必须是字符串</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be a number</source>
        <translation>字段“%1”必须是数字</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be a number, &quot;inf&quot; or &quot;-inf&quot;, not &quot;%2&quot;</source>
        <translation>字段“%1”必须是数字、“inf”或“-inf”，而不是“%2”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>field &apos;%1&apos; must be an array</source>
        <translation>字段“%1”必须是数组</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be an object</source>
        <translation>字段“%1”必须是对象</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; must be an object</source>
        <translation>“%1”必须是对象</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>field &apos;%1&apos; must be detector, annotator or ground_truth, not &apos;%2&apos;</source>
        <translation>字段“%1”必须是 detector、annotator 或 ground_truth，而不是“%2”</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>field &apos;%1&apos; must be ADD, REMOVE or EDIT, not &apos;%2&apos;</source>
        <translation>字段“%1”必须是 ADD、REMOVE 或 EDIT，而不是“%2”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must be [x0, y0, x1, y1]</source>
        <translation>字段“%1”必须是 [x0, y0, x1, y1]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &apos;%1&apos; must hold four numbers</source>
        <translation>字段“%1”必须包含四个数字</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>field &apos;%1&apos; must be &quot;normalized&quot; or &quot;pixels&quot;</source>
        <translation>字段“%1”必须是“normalized”或“pixels”</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>field &apos;%1&apos; must be YES or NO</source>
        <translation>字段“%1”必须是 YES 或 NO</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>field &apos;%1&apos; must be accepted, rejected or relabelled, not &apos;%2&apos;</source>
        <translation>字段“%1”必须是 accepted、rejected 或 relabelled，而不是“%2”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1&apos; must be {&quot;op&quot;: ADD, REMOVE or EDIT, &quot;description&quot;, &quot;box&quot;: [x0, y0, x1, y1] in pixels}</source>
        <translation>字段“%1”必须是 {&quot;op&quot;: ADD、REMOVE 或 EDIT, &quot;description&quot;, &quot;box&quot;: 以像素为单位的 [x0, y0, x1, y1]}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>field &apos;%1&apos; belongs to a detector&apos;s box only</source>
        <translation>字段“%1”只属于检测器框</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>field &apos;%1&apos; must be ground_truth, excessively_preserved or excessively_modified, not &apos;%2&apos;</source>
        <translation>字段“%1”必须是 ground_truth、excessively_preserved 或 excessively_modified，而不是“%2”</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &apos;%1&apos; must hold annotator names</source>
        <translation>字段“%1”必须包含标注者姓名</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>field &apos;%1&apos; must hold strings</source>
        <translation>字段“%1”必须包含字符串</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &apos;%1&apos; must be a whole number from 0 to %2, not %3</source>
        <translation>字段“%1”必须是 0 到 %2 之间的整数，而不是 %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>field &apos;%1&apos; must be A, B, tie or both_bad</source>
        <translation>字段“%1”必须是 A、B、tie 或 both_bad</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;%1&apos; gives dimension &apos;%2&apos; an empty scale %3-%4 (min must be below max)</source>
        <translation>“%1”为维度“%2”给出了空量表 %3-%4（最小值必须小于最大值）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>EditLens manifest</source>
        <translation>EditLens 清单</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>EditLens manifest, JSON Lines with one item per line (the native format)</source>
        <translation>EditLens 清单，每行一个项目的 JSON Lines（原生格式）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>truncated JSON (%1 at column %2)</source>
        <translation>JSON 被截断（%1，位于第 %2 列）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid JSON: %1 at column %2</source>
        <translation>无效的 JSON：%1，位于第 %2 列</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>each line must be a JSON object</source>
        <translation>每行都必须是 JSON 对象</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the header line must come before the first item</source>
        <translation>表头行必须位于第一个项目之前</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>manifest version %1 is not a version number (a whole number from 1 to %2)</source>
        <translation>清单版本 %1 不是有效的版本号（应为 1 到 %2 之间的整数）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>manifest version %1 is newer than this EditLens reads (%2)</source>
        <translation>清单版本 %1 比此 EditLens 能读取的版本（%2）更新</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the manifest holds no items</source>
        <translation>清单中没有项目</translation>
    </message>
</context>
<context>
    <name>MaskRegionCommand</name>
    <message>
        <location filename="../core/document/commands/maskcommands.cpp" line="+92"/>
        <source>Add region to mask</source>
        <translation>将区域添加到掩码</translation>
    </message>
</context>
<context>
    <name>MaskStrokeCommand</name>
    <message>
        <location line="-70"/>
        <source>Erase mask</source>
        <translation>擦除掩码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint mask</source>
        <translation>绘制掩码</translation>
    </message>
</context>
<context>
    <name>MetricAvailability</name>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="+20"/>
        <source>no model for %1 in the model manifest</source>
        <translation>模型清单中没有 %1 的模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no model folder set (EDITLENS_MODELS or Settings → Model folder)</source>
        <translation>未设置模型文件夹（EDITLENS_MODELS 或 设置 → 模型文件夹）</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>S_modify needs CLIP: %1</source>
        <translation>S_modify 需要 CLIP：%1</translation>
    </message>
</context>
<context>
    <name>MetricRegistry</name>
    <message>
        <location filename="../core/scoring/metricregistry.cpp" line="+166"/>
        <source>source image</source>
        <translation>源图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation>真值图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction (target caption when present)</source>
        <translation>指令（有目标图像描述时用目标图像描述）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and source/target captions</source>
        <translation>源图像及源 / 目标图像描述</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image and instruction</source>
        <translation>源图像和指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image, outside the differences of the chosen origin</source>
        <translation>源图像，所选来源的差异区域之外</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>instruction (target caption when present), on the coherent differences of the chosen origin</source>
        <translation>指令（有目标图像描述时用目标图像描述），基于所选来源中连贯的差异</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean absolute difference on [0, 1] (MagicBrush L1)</source>
        <translation>[0, 1] 范围内的平均绝对差（MagicBrush L1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSE</source>
        <translation>MSE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean squared difference on [0, 1] (MagicBrush &quot;L2&quot;)</source>
        <translation>[0, 1] 范围内的均方差（MagicBrush “L2”）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSNR</source>
        <translation>PSNR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak signal-to-noise ratio in dB, data range 255</source>
        <translation>峰值信噪比，单位 dB，数据范围 255</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSIM</source>
        <translation>SSIM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>structural similarity, Gaussian window (Wang et al. 2004)</source>
        <translation>结构相似性，高斯窗口（Wang et al. 2004）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP-I</source>
        <translation>CLIP-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP image embedding cosine, original vs edited</source>
        <translation>CLIP 图像嵌入余弦相似度，原图与编辑后图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP-T</source>
        <translation>CLIP-T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP cosine of the edited image and the instruction</source>
        <translation>编辑后图像与指令的 CLIP 余弦相似度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP-D</source>
        <translation>CLIP-D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP directional similarity (InstructPix2Pix), needs source and target captions</source>
        <translation>CLIP 方向相似度（InstructPix2Pix），需要源图像描述和目标图像描述</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DINO-I</source>
        <translation>DINO-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINO ViT-S/16 CLS cosine, original vs edited</source>
        <translation>DINO ViT-S/16 CLS 余弦相似度，原图与编辑后图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LPIPS</source>
        <translation>LPIPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LPIPS (AlexNet) distance, original vs edited</source>
        <translation>LPIPS（AlexNet）距离，原图与编辑后图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ViFi-CLIP</source>
        <translation>ViFi-CLIP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 x cosine of the 2-frame video [original, edited] and the instruction (ViFi-CLIP, frame features mean-pooled unless the model has encode_video)</source>
        <translation>双帧视频 [原图, 编辑后图像] 与指令的余弦相似度 × 100（ViFi-CLIP；除非模型提供 encode_video，否则对帧特征做均值池化）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ViFi-CLIP, frames reversed</source>
        <translation>ViFi-CLIP，帧顺序反转</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diagnostic: ViFi-CLIP on [edited, original]; needs a model with encode_video, since mean pooling cannot see the order</source>
        <translation>诊断用：在 [编辑后图像, 原图] 上计算 ViFi-CLIP；需要提供 encode_video 的模型，因为均值池化无法感知顺序</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pixel-diff detector</source>
        <translation>像素差异检测器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>built-in difference boxes (not DICE), stored as differences</source>
        <translation>内置差异框（非 DICE），存储为差异</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * S_region; components stored as bpm_s_*</source>
        <translation>平衡保留与修改（Balancing Preservation and Modification）：alpha * S_semantic + (1 - alpha) * S_region；各组成部分存储为 bpm_s_*</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 (ground truth)</source>
        <translation>L1（真值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean absolute difference to the ground-truth image on [0, 1] (MagicBrush L1)</source>
        <translation>[0, 1] 范围内与真值图像的平均绝对差（MagicBrush L1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L2 (ground truth)</source>
        <translation>L2（真值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean squared difference to the ground-truth image on [0, 1] (MagicBrush &quot;L2&quot;, torch MSELoss)</source>
        <translation>[0, 1] 范围内与真值图像的均方差（MagicBrush “L2”，torch MSELoss）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CLIP-I (ground truth)</source>
        <translation>CLIP-I（真值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLIP image embedding cosine, ground truth vs edited</source>
        <translation>CLIP 图像嵌入余弦相似度，真值与编辑后图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINO-I (ground truth)</source>
        <translation>DINO-I（真值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINO ViT-S/16 CLS cosine, ground truth vs edited</source>
        <translation>DINO ViT-S/16 CLS 余弦相似度，真值与编辑后图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINOv2-I</source>
        <translation>DINOv2-I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DINOv2 ViT-S/14 CLS cosine, original vs edited</source>
        <translation>DINOv2 ViT-S/14 CLS 余弦相似度，原图与编辑后图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2-I (ground truth)</source>
        <translation>DINOv2-I（真值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DINOv2 ViT-S/14 CLS cosine, ground truth vs edited</source>
        <translation>DINOv2 ViT-S/14 CLS 余弦相似度，真值与编辑后图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CLIP-I background (DICE)</source>
        <translation>CLIP-I 背景（DICE）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). Differences labelled incoherent (NO) are unwanted edits: they are not filled, so they lower the value. An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation>DICE + CLIP 背景保持：原图与输出的 CLIP-I，其中输出中所选来源的差异用原图像素填充（框；REMOVE 在原图上，ADD/EDIT 在输出上，换算到原图的网格）。标为不连贯（NO）的差异是不需要的编辑：它们不被填充，因此会降低该值。没有此类差异的输出按整幅比较；该来源从未标注或检测过的输出没有值</translation>
    </message>
    <message>
        <source>DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the chosen origin are filled with the original&apos;s pixels (boxes; REMOVE on the original, ADD/EDIT on the output, brought to the original&apos;s grid). An output with none of them is compared whole; an output that origin never annotated or detected has no value</source>
        <translation type="vanished">DICE + CLIP 背景保留：原图与输出之间的 CLIP-I，其中输出中所选来源的差异区域用原图像素填充（按框；REMOVE 取原图上的框，ADD/EDIT 取输出上的框，并映射到原图的网格）。没有任何差异的输出按整图比较；该来源从未标注或检测过的输出没有值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CLIP-T region (DICE)</source>
        <translation>CLIP-T 区域（DICE）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP prompt adherence: mean CLIP-T of the instruction (target caption when present) and the crops of the chosen origin&apos;s differences labelled coherent (ADD/EDIT cropped from the output, REMOVE from the original); 0 when none is coherent (no coherent edit); no value on an output that origin never annotated or detected</source>
        <translation>DICE + CLIP 提示遵循度：指令（有目标图像描述时用目标图像描述）与所选来源中标记为连贯的差异裁剪图之间 CLIP-T 的均值（ADD/EDIT 从输出裁剪，REMOVE 从原图裁剪）；没有连贯差异时为 0（无连贯编辑）；该来源从未标注或检测过的输出没有值</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>BPM component S_preserve</source>
        <translation>BPM 组成部分 S_preserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_modify</source>
        <translation>BPM 组成部分 S_modify</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_size</source>
        <translation>BPM 组成部分 S_size</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_position</source>
        <translation>BPM 组成部分 S_position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_region</source>
        <translation>BPM 组成部分 S_region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM component S_semantic</source>
        <translation>BPM 组成部分 S_semantic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pixel-diff detector: boxes found</source>
        <translation>像素差异检测器：找到的框数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>model-stage judge: semantic consistency SC (the lower of two 0-10 sub-scores)</source>
        <translation>模型阶段评判者：语义一致性 SC（两个 0-10 子分数中较低者）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model-stage judge: perceptual quality PQ (the lower of two 0-10 sub-scores)</source>
        <translation>模型阶段评判者：感知质量 PQ（两个 0-10 子分数中较低者）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model-stage judge: overall O = sqrt(SC x PQ)</source>
        <translation>模型阶段评判者：总体 O = sqrt(SC x PQ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imported (not computed by EditLens)</source>
        <translation>导入（非 EditLens 计算）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (final turn)</source>
        <translation>%1（最后一轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; final turn of a chain: the last output against the first turn&apos;s source image and all turns&apos; instructions</source>
        <translation>%1；编辑链的最后一轮：将最后的输出与第一轮的源图像及所有轮次的指令进行比较</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none (the edited image alone)</source>
        <translation>无（仅编辑后图像）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>source image and instruction (SC), none (PQ)</source>
        <translation>源图像和指令（SC），无（PQ）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, of the chain&apos;s last turn</source>
        <translation>%1，取编辑链的最后一轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, of the chain&apos;s first turn</source>
        <translation>%1，取编辑链的第一轮</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>unknown metric %1 (known: %2, or all)</source>
        <translation>未知指标 %1（已知指标：%2，或 all）</translation>
    </message>
</context>
<context>
    <name>ModelCallStore</name>
    <message>
        <source>cannot read the model calls: %1</source>
        <translation type="vanished">无法读取模型调用：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/modelcallstore.cpp" line="+107"/>
        <source>cannot read the model calls</source>
        <translation>无法读取模型调用</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a model call needs a request key and a stage</source>
        <translation>模型调用需要请求键和阶段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model call status &apos;%1&apos; (ok, unparseable or failed)</source>
        <translation>未知的模型调用状态“%1”（ok、unparseable 或 failed）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot store a model call</source>
        <translation>无法存储模型调用</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot store the model call %1</source>
        <translation>无法存储模型调用 %1</translation>
    </message>
    <message>
        <source>cannot store the model call %1: %2</source>
        <translation type="vanished">无法存储模型调用 %1：%2</translation>
    </message>
</context>
<context>
    <name>ModelRegistry</name>
    <message>
        <location filename="../core/inference/modelregistry.cpp" line="+41"/>
        <source>preprocessing %1: unknown resize rule &quot;%2&quot;</source>
        <translation>预处理 %1：未知的缩放规则“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preprocessing %1: unknown interpolation &quot;%2&quot;</source>
        <translation>预处理 %1：未知的插值方式“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>preprocessing %1: unknown size convention &quot;%2&quot;</source>
        <translation>预处理 %1：未知的尺寸约定“%2”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>preprocessing %1: expected positive sizes and three mean/std values</source>
        <translation>预处理 %1：应为正的尺寸以及三个 mean/std 值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>preprocessing %1: std must be positive</source>
        <translation>预处理 %1：std 必须为正数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>model %1: unknown role &quot;%2&quot;</source>
        <translation>模型 %1：未知角色“%2”</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>model &quot;%1&quot;: expected an id, file names, inputSize and embeddingSize</source>
        <translation>模型“%1”：应包含 id、文件名、inputSize 和 embeddingSize</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a valid model manifest: %1</source>
        <translation>不是有效的模型清单：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported model manifest schema (expected 1)</source>
        <translation>不支持的模型清单架构（应为 1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>model %1 is listed twice</source>
        <translation>模型 %1 被列出了两次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1: unknown preprocessing &quot;%2&quot;</source>
        <translation>模型 %1：未知的预处理“%2”</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>metric &quot;%1&quot;: expected a known model, a known preprocessing and a direction (higher or lower)</source>
        <translation>指标“%1”：应包含已知模型、已知预处理以及方向（higher 或 lower）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in model manifest is missing from this build</source>
        <translation>此构建中缺少内置模型清单</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unknown model %1</source>
        <translation>未知模型 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the model folder (none is set)</source>
        <translation>模型文件夹（未设置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable: model %1 not installed (expected %2 in %3)</source>
        <translation>不可用：未安装模型 %1（应在 %3 中找到 %2）</translation>
    </message>
</context>
<context>
    <name>ModelStages</name>
    <message>
        <location filename="../core/modelstages/stagerunner.cpp" line="+88"/>
        <location filename="../core/modelstages/groundstage.cpp" line="+311"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>--max-requests %1 reached: %2 request(s) not sent</source>
        <translation type="vanished">已达到 --max-requests %1：%2 个请求未发送</translation>
    </message>
    <message numerus="yes">
        <location line="+127"/>
        <location filename="../core/modelstages/groundstage.cpp" line="-62"/>
        <source>--max-requests %1 reached: %n request(s) not sent</source>
        <translation>
            <numerusform>已达到 --max-requests %1：%n 个请求未发送</numerusform>
        </translation>
    </message>
    <message>
        <location line="+175"/>
        <source>the plan needs %1 requests, more than --max-requests %2; nothing was sent</source>
        <translation>计划需要 %1 个请求，超过了 --max-requests %2；未发送任何请求</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../core/modelstages/stagerequests.cpp" line="+121"/>
        <source>unknown stage &apos;%1&apos; (known: %2)</source>
        <translation>未知的阶段“%1”（已知：%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no stage chosen (known: %1)</source>
        <translation>未选择阶段（已知：%1）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the study has no system %1</source>
        <translation>研究中没有系统 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the study has no item %1</source>
        <translation>研究中没有项目 %1</translation>
    </message>
    <message>
        <location filename="../core/modelstages/studyimages.cpp" line="+17"/>
        <source>cannot read the image: %1</source>
        <translation>无法读取图像：%1</translation>
    </message>
    <message>
        <location filename="../core/modelstages/stagestorage.cpp" line="+96"/>
        <source>cannot store a coherence label</source>
        <translation>无法存储连贯性标签</translation>
    </message>
    <message>
        <location filename="../core/modelstages/groundstage.cpp" line="-181"/>
        <source>cannot read the image&apos;s size</source>
        <translation>无法读取图像尺寸</translation>
    </message>
</context>
<context>
    <name>MoveResizeDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="-36"/>
        <source>Move box</source>
        <translation>移动框</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <location filename="../core/io/outputfile.cpp" line="+65"/>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+121"/>
        <source>no output file named</source>
        <translation>未指定输出文件</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>it is a folder; name a file</source>
        <translation>这是一个文件夹；请指定文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation>它既不是普通文件，也不是字符设备或管道；拒绝写入</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+20"/>
        <location line="+39"/>
        <source>the file is not open</source>
        <translation>文件未打开</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>short write</source>
        <translation>写入不完整</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>this is %1, which the study uses; an export never writes over the study or its images: name another file</source>
        <translation>这是研究正在使用的 %1；导出绝不会覆盖研究文件或其图像：请指定其他文件</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../ui/compare/overlayjobs.cpp" line="+48"/>
        <source>no image to compare</source>
        <translation>没有可比较的图像</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>global edit (whole image)</source>
        <translation>全局编辑（整张图像）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2 (%3), size %4, position %5</source>
        <translation>%1 → %2（%3），大小 %4，位置 %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no output image</source>
        <translation>无输出图像</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rules: %2 · %3</source>
        <translation>%1 规则：%2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/compare/overlaylayers.cpp" line="+127"/>
        <source>pixel-diff detector (built in)</source>
        <translation>像素差异检测器（内置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE (imported)</source>
        <translation>DICE（已导入）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (imported detector)</source>
        <translation>%1（导入的检测器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator %1</source>
        <translation>标注者 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth (%1)</source>
        <translation>真值（%1）</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1
from %2</source>
        <translation>%1
来自 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>YES</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent with the instruction: %1
%2
(%3)</source>
        <translation>与指令连贯：%1
%2
（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 · %n region(s)</source>
        <translation>
            <numerusform>%1 · %n 个区域</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>M_origin: o1 in the original</source>
        <translation>M_origin：原图中的 o1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M_edit: o2 in the output</source>
        <translation>M_edit：输出中的 o2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_origin ∪ M_edit</source>
        <translation>M_origin ∪ M_edit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preserved region (outside M_origin ∪ M_edit)</source>
        <translation>保留区域（M_origin ∪ M_edit 之外）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>S_modify crop</source>
        <translation>S_modify 裁剪</translation>
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
        <translation>拖动以比较：左侧为原图，右侧为输出</translation>
    </message>
</context>
<context>
    <name>PixelMetrics</name>
    <message>
        <location filename="../core/metrics/pixelmetrics.cpp" line="+51"/>
        <source>the source image is empty</source>
        <translation>源图像为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is empty</source>
        <translation>编辑后图像为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the source image is not 8-bit BGR</source>
        <translation>源图像不是 8 位 BGR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the edited image is not 8-bit BGR</source>
        <translation>编辑后图像不是 8 位 BGR</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the edited image is %1x%2 pixels, the source %3x%4</source>
        <translation>编辑后图像为 %1x%2 像素，而源图像为 %3x%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot resize the edited image: %1</source>
        <translation>无法缩放编辑后图像：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>image does not exist</source>
        <translation>图像不存在</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot decode the image: %1</source>
        <translation>无法解码图像：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot decode the image</source>
        <translation>无法解码图像</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>the mask is not a single-channel 8-bit image</source>
        <translation>掩码不是单通道 8 位图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mask is %1x%2 pixels, the source %3x%4</source>
        <translation>掩码为 %1x%2 像素，而源图像为 %3x%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the mask leaves no preserved pixel</source>
        <translation>掩码未留下任何保留像素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SSIM needs images of at least 11x11 pixels</source>
        <translation>SSIM 需要至少 11x11 像素的图像</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the mask leaves no preserved pixel inside the SSIM frame</source>
        <translation>掩码在 SSIM 窗口内未留下任何保留像素</translation>
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
        <translation>无法保存研究计划</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+91"/>
        <location line="+14"/>
        <location line="+9"/>
        <source>cannot read the study plan</source>
        <translation>无法读取研究计划</translation>
    </message>
    <message>
        <source>a plan needs an annotator name</source>
        <translation type="vanished">计划需要填写标注者姓名</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>cannot save a gold answer</source>
        <translation>无法保存标准答案</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+33"/>
        <source>cannot read gold answers</source>
        <translation>无法读取标准答案</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot save the gold answers</source>
        <translation>无法保存标准答案</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>cannot read the plan&apos;s gold items</source>
        <translation>无法读取计划中的标准答案项目</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read outputs</source>
        <translation>无法读取输出</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot read judgements</source>
        <translation>无法读取评判</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+33"/>
        <source>cannot read progress</source>
        <translation>无法读取进度</translation>
    </message>
    <message>
        <source>cannot read progress: %1</source>
        <translation type="vanished">无法读取进度：%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this study is %1&apos;s hand-out, packed from &apos;%2&apos;: its plan cannot change here; change the plan in the original study and pack again</source>
        <translation>此研究是 %1 的分发包，打包自“%2”：此处不能更改其计划；请在原始研究中更改计划并重新打包</translation>
    </message>
</context>
<context>
    <name>PreferenceStore</name>
    <message>
        <location filename="../core/storage/preferencestore.cpp" line="+22"/>
        <location line="+34"/>
        <source>cannot save preference</source>
        <translation>无法保存偏好</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+13"/>
        <source>cannot clear preference</source>
        <translation>无法清除偏好</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot read preference</source>
        <translation>无法读取偏好</translation>
    </message>
</context>
<context>
    <name>ProgressCsvExport</name>
    <message>
        <location filename="../core/io/progresscsvexport.cpp" line="+26"/>
        <source>Annotator progress CSV</source>
        <translation>标注者进度 CSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-annotator progress and time spent per item (plan position, judgements, sessions, seconds, submission, revisions), CSV</source>
        <translation>每位标注者的进度及在每个项目上花费的时间（计划位置、评判、会话、秒数、提交、修订），CSV 格式</translation>
    </message>
</context>
<context>
    <name>PromptTemplates</name>
    <message>
        <location filename="../core/modelstages/prompttemplates.cpp" line="+51"/>
        <source>the prompt template &apos;%1&apos; has no user part</source>
        <translation>提示模板“%1”没有用户部分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the prompt template &apos;%1&apos; uses the placeholder {%2} in its system part (above the &quot;---&quot; line); placeholders are filled in the user part only</source>
        <translation>提示模板“%1”在其系统部分（“---”行之上）使用了占位符 {%2}；占位符只会在用户部分中填充</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the prompt template &apos;%1&apos; uses the placeholder {%2}, which this stage does not fill</source>
        <translation>提示模板“%1”使用了占位符 {%2}，而此阶段不会填充它</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a prompt template name</source>
        <translation>“%1”不是提示模板名称</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the prompt template: %1</source>
        <translation>无法读取提示模板：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no built-in prompt template &apos;%1&apos;</source>
        <translation>没有内置提示模板“%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no prompt template &apos;%1&apos; in %2, nor a built-in one</source>
        <translation>%2 中没有提示模板“%1”，也没有同名的内置模板</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the built-in prompt template: %1</source>
        <translation>无法读取内置提示模板：%1</translation>
    </message>
</context>
<context>
    <name>RatingTable</name>
    <message>
        <location filename="../core/alignment/ratingtable.cpp" line="+35"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>研究中没有指标“%1”的分数</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the study has no scores of metric &apos;%1&apos; in version &apos;%2&apos;</source>
        <translation>研究中没有版本为“%2”的指标“%1”的分数</translation>
    </message>
</context>
<context>
    <name>RatingsCsvExport</name>
    <message>
        <location filename="../core/io/ratingscsvexport.cpp" line="+21"/>
        <source>Ratings CSV</source>
        <translation>评分 CSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every rating, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation>所有评分，CSV 格式，列为 item_id、system、annotator、dimension、value</translation>
    </message>
</context>
<context>
    <name>RatingsCsvImport</name>
    <message>
        <location filename="../core/io/ratingscsvimport.cpp" line="+23"/>
        <source>Ratings CSV</source>
        <translation>评分 CSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>human ratings, CSV with columns item_id, system, annotator, dimension, value</source>
        <translation>人工评分，CSV 格式，列为 item_id、system、annotator、dimension、value</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: annotator &apos;%3&apos; already rated &apos;%4&apos; on line %5</source>
        <translation>项目“%1”，系统“%2”：标注者“%3”已在第 %5 行对“%4”评过分</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file holds a header but no ratings</source>
        <translation>文件只有表头，没有评分</translation>
    </message>
</context>
<context>
    <name>RelabelDifferenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+65"/>
        <source>Relabel box as %1 %2</source>
        <translation>将框重新标记为 %1 %2</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/report/reportcharts.cpp" line="+190"/>
        <source>correlation (whisker: 95% bootstrap CI)</source>
        <translation>相关系数（须线：95% bootstrap 置信区间）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>hatched: fewer systems, ranked after the others</source>
        <translation>阴影线：系统较少，排在其他指标之后</translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+82"/>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+207"/>
        <location filename="../core/report/reportevaluations.cpp" line="+146"/>
        <source>items</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="-206"/>
        <location filename="../core/report/reportdifferences.cpp" line="+101"/>
        <location line="+42"/>
        <source>outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>editing systems</source>
        <translation>编辑系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="-43"/>
        <source>annotators</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric scores</source>
        <translation>指标分数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preferences</source>
        <translation>偏好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge votes</source>
        <translation>评判投票</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportdifferences.cpp" line="+44"/>
        <source>differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>masks</source>
        <translation>掩码</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outputs: %1</source>
        <translation>输出：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alignment sections cover only the outputs that meet every condition (edit type: of the item&apos;s parse; tag; system). Ground-truth test, α sweep and difference detection cover every output.</source>
        <translation>一致性部分只涵盖满足所有条件（编辑类型：来自项目解析；标签；系统）的输出。真值测试、α 扫描和差异检测涵盖所有输出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Extreme edits, q = %1: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (linear interpolation between order statistics, as numpy&apos;s default; ties at a threshold are in).</source>
        <translation>极端编辑，q = %1：在每个维度上，取人工平均评分不高于 q 分位数或不低于 (1 − q) 分位数的输出（在顺序统计量之间线性插值，与 numpy 默认方式相同；恰好等于阈值的也包括在内）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low threshold</source>
        <translation>低阈值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high threshold</source>
        <translation>高阈值</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correlations (Spearman with average ranks, Pearson, Kendall τ-b) are combined over editing systems with the protocol &apos;%1&apos;:</source>
        <translation>相关系数（采用平均秩的 Spearman、Pearson、Kendall τ-b）按协议“%1”在各编辑系统之间合并：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>95% CI: percentile bootstrap of the Spearman value over items, %1 resamples, seed %2.</source>
        <translation>95% 置信区间：对项目做百分位 bootstrap 得到的 Spearman 值，重采样 %1 次，种子 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No confidence intervals (bootstrap off).</source>
        <translation>无置信区间（bootstrap 已关闭）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p: two-sided p-value of each correlation (H0: no correlation), as scipy.stats computes it: Pearson and Spearman through Student&apos;s t with n − 2 degrees of freedom, Kendall τ-b through the normal approximation with tie correction.</source>
        <translation>p：各相关系数的双侧 p 值（H0：不相关），计算方式与 scipy.stats 相同：Pearson 和 Spearman 使用自由度为 n − 2 的 Student t 分布，Kendall τ-b 使用带并列校正的正态近似。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p: two-sided p-value (H0: no correlation). Each system&apos;s correlation has its own (scipy.stats: Student&apos;s t with n − 2 degrees of freedom for Pearson and Spearman, the tie-corrected normal approximation for Kendall τ-b); the systems&apos; values are combined with Stouffer&apos;s signed z. The systems share items, so read the combined value as a guide rather than an exact level.</source>
        <translation>p：双侧 p 值（H0：不相关）。每个系统的相关系数都有各自的 p 值（scipy.stats：Pearson 和 Spearman 使用自由度为 n − 2 的 Student t 分布，Kendall τ-b 使用带并列校正的正态近似）；各系统的值用 Stouffer 带符号 z 法合并。各系统共享项目，因此合并值仅供参考，并非精确的显著性水平。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each system&apos;s correlation and human-to-human value is rounded to %1 decimals before the systems are averaged, as VIEScore&apos;s tables are.</source>
        <translation>在对各系统取平均之前，每个系统的相关系数和人与人值都先四舍五入到 %1 位小数，与 VIEScore 的表格做法相同。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The human value of an output is the mean of the annotators who rated it. Distances (lower is better) are negated before every statistic, so for every metric a positive correlation and a pairwise alignment above 0.5 mean that it agrees with people.</source>
        <translation>输出的人工值是为其评分的标注者的均值。距离类指标（越低越好）在计算每项统计量之前取负，因此对任何指标而言，正相关以及高于 0.5 的成对一致性都表示它与人工判断一致。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairwise alignment (BPM, Table 1): for each pair of editing systems (A, B), over the items rated for both:</source>
        <translation>成对一致性（BPM，表 1）：对每一对编辑系统 (A, B)，在两者都有评分的项目上：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human ceiling: human-to-human = each annotator&apos;s Spearman against the mean of the other annotators, per system, averaged with the same protocol; ICC(2,1) = two-way random, absolute agreement (Shrout &amp; Fleiss) over outputs rated by every annotator; Krippendorff&apos;s α (interval) with missing ratings allowed. Systems with an undefined correlation are left out and listed, never counted as 0.</source>
        <translation>人类上限：人与人 = 每位标注者与其他标注者均值之间的 Spearman 系数，按系统计算，并用相同协议平均；ICC(2,1) = 双向随机、绝对一致性（Shrout &amp; Fleiss），基于所有标注者都评过分的输出；Krippendorff&apos;s α（区间型），允许评分缺失。相关系数无定义的系统会被排除并列出，绝不按 0 计算。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM (Balancing Preservation and Modification):</source>
        <translation>BPM（平衡保留与修改，Balancing Preservation and Modification）：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disagreement queue: per item, the pairs of outputs the metric orders against the humans (human ties left out, metric ties count as disagreements), score = discordant / comparable pairs. Items with one output use |rank(metric) − rank(human)| / (N − 1) across the study. For BPM the driver is the component (S_preserve, S_modify, region) that orders most of the discordant pairs against the humans.</source>
        <translation>分歧队列：对每个项目，列出指标排序与人工相反的输出对（不含人工平局，指标平局计为分歧），分数 = 不一致对数 / 可比对数。只有一个输出的项目在整个研究范围内使用 |rank(metric) − rank(human)| / (N − 1)。对于 BPM，主要来源是在不一致对中与人工排序相反最多的组成部分（S_preserve、S_modify、区域）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+100"/>
        <location line="+57"/>
        <location filename="../core/report/reportevaluations.cpp" line="-4"/>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/reportevaluations.cpp" line="-33"/>
        <source>direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unversioned</source>
        <translation>无版本</translation>
    </message>
    <message>
        <source>%1 over %2 by %3; metric tie</source>
        <translation type="vanished">%3 认为 %1 优于 %2；指标平局</translation>
    </message>
    <message>
        <source>%1 over %2 by %3; metric prefers %2</source>
        <translation type="vanished">%3 认为 %1 优于 %2；指标偏向 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disagreement queue (%1)</source>
        <translation>分歧队列（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No item where %1 orders the outputs against the humans.</source>
        <translation>没有 %1 对输出的排序与人工相反的项目。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edit type</source>
        <translation>编辑类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discordant / comparable</source>
        <translation>不一致 / 可比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worst pair (humans prefer)</source>
        <translation>最差配对（人工偏好）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM driver</source>
        <translation>BPM 主要来源</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>single output</source>
        <translation>单个输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dimension: %1</source>
        <translation>维度：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human ceiling (%1)</source>
        <translation>人类上限（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>human-to-human</source>
        <translation>人与人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ICC(2,1)</source>
        <translation>ICC(2,1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krippendorff α (interval)</source>
        <translation>Krippendorff α（区间型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>excluded systems</source>
        <translation>排除的系统</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>annotators left out (system)</source>
        <translation>排除的标注者（系统）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alignment with the humans (%1)</source>
        <translation>与人工的一致性（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
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
        <translation>成对一致性</translation>
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
        <translation>参考</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as defined by the import</source>
        <translation>按导入时的定义</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 over %2 by %3; metric prefers %2 by %4</source>
        <translation>%1 优于 %2（差距 %3）；指标偏向 %2（差距 %4）</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 (partial)</source>
        <translation>%1（部分）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (n %2; without %3)</source>
        <translation>%1（n %2；不含 %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (n %2)</source>
        <translation>%1（n %2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>human ceiling (h2h, ICC, α)</source>
        <translation>人类上限（h2h、ICC、α）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman with the humans: %1 (%2)</source>
        <translation>与人工的 Spearman 系数：%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spearman per metric with 95% CI and the human ceiling band, %1</source>
        <translation>各指标的 Spearman 系数及 95% 置信区间和人类上限区间，%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pairwise alignment per system pair (%1)</source>
        <translation>各系统对的成对一致性（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Metric against human, per output (%1)</source>
        <translation>指标与人工对比，按输出（%1）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 against %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (lower is better)</source>
        <translation>%1（越低越好）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (mean of annotators)</source>
        <translation>%1（标注者均值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scatter of %1 against human %2, one colour per system</source>
        <translation>%1 与人工 %2 的散点图，每个系统一种颜色</translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="-76"/>
        <source>Pairwise judges</source>
        <translation>成对评判者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each judge&apos;s vote on a pair of outputs against the human vote on it (left, right, tie, both bad): the share of votes the judge gets right (GenAI-Bench&apos;s four-way accuracy; random guessing scores about 26 %). A verdict judge is right when its verdict allows the human vote ([[A&gt;B]] for left, [[A=B]] for tie or both bad). A score metric votes by the %1 rule: %2. Distances vote with their sign turned, so the lower distance wins.</source>
        <translation>将每个评判者对一对输出的投票与人工投票（左、右、平局、都不好）对比：评判者投对的比例（GenAI-Bench 的四分类准确率；随机猜测约为 26%）。结论型评判者的结论与人工投票相容时即为正确（左对应 [[A&gt;B]]，平局或都不好对应 [[A=B]]）。分数指标按 %1 规则投票：%2。距离类指标取反后投票，因此距离较小者获胜。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>each score&apos;s type is round-half-even(score / 5) on the 0-10 scale, the higher type wins, equal types are a tie when both scores are at least 9 and both bad otherwise</source>
        <translation>在 0-10 量表上，每个分数的档次为 round-half-even(score / 5)，档次高者获胜；档次相同时，若两个分数都不低于 9 则为平局，否则为都不好</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each score&apos;s type is round-half-even(score / 5), the higher type wins and equal types are a tie (AURORA-Bench has no both-bad label)</source>
        <translation>每个分数的档次为 round-half-even(score / 5)，档次高者获胜，档次相同为平局（AURORA-Bench 没有“都不好”标签）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the higher score wins and equal scores are a tie</source>
        <translation>分数高者获胜，分数相等为平局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score metrics are read on the scale %1 to %2: each value v is typed as 10 · (v − %1) / (%2 − %1) (10 minus that for a distance).</source>
        <translation>分数指标按 %1 到 %2 的范围读取：每个值 v 按 10 · (v − %1) / (%2 − %1) 换算后再划分类型（距离类指标则用 10 减去该值）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>judge</source>
        <translation>评判者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>votes</source>
        <translation>投票数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted left / right / tie / both bad</source>
        <translation>预测 左 / 右 / 平局 / 都不好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unavailable, because %1</source>
        <translation>不可用，原因是%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n vote(s) on unscored outputs left out</source>
        <translation>
            <numerusform>排除了针对未计算分数输出的 %n 票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unparseable verdict(s) counted wrong</source>
        <translation>
            <numerusform>%n 个无法解析的结论计为错误</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score (%1)</source>
        <translation>分数（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../core/report/reportdifferences.cpp" line="-103"/>
        <source>Difference detection</source>
        <translation>差异检测</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>detector</source>
        <translation>检测器</translation>
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
        <translation>类别相关 AP</translation>
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
        <translation>标注者之间在差异上的一致性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes: on the outputs both annotators examined (marked complete or drew on), their boxes are paired one to one (same op, IoU ≥ 0.5, highest IoU first); F1 = 2 · matched / (boxes of one + boxes of the other). Coherence: the labels both gave one difference, and each one&apos;s label on their matched boxes; Cohen&apos;s κ per pair. Mean F1 %1. Labels of one difference by several annotators: Fleiss&apos; κ %2 (%3 raters, %4 differences every rater labelled), Krippendorff&apos;s α (nominal) %5 (%6 differences).</source>
        <translation>框：在两位标注者都检查过的输出上（标记为完成或在其上画过框），将他们的框一一配对（操作相同、IoU ≥ 0.5，IoU 最高者优先）；F1 = 2 · 匹配数 / (一方框数 + 另一方框数)。连贯性：两人对同一差异给出的标签，以及各自在匹配框上的标签；每对标注者计算 Cohen&apos;s κ。平均 F1 为 %1。多位标注者对同一差异的标签：Fleiss&apos; κ %2（%3 名评分者，%4 个所有评分者都标注过的差异），Krippendorff&apos;s α（名义型）%5（%6 个差异）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes</source>
        <translation>框</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matched</source>
        <translation>匹配</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box F1</source>
        <translation>框 F1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence pairs</source>
        <translation>连贯性对数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence agreement</source>
        <translation>连贯性一致率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cohen κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Per-system summary of differences (DICE Table 3)</source>
        <translation>各系统差异汇总（DICE 表 3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no rubric dimension</source>
        <translation>无评分标准维度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per editing system and origin: correct edits = differences labelled coherent, unwanted edits = differences labelled incoherent (both as % of the labelled differences), no visual change = outputs without any difference (% of the outputs the origin examined: for the truth those with a ground-truth difference or marked complete, for an annotator those they completed or drew on, for a detector those with its boxes or a recorded run). Beside them, people&apos;s mean rating of the matching rubric dimension on the same outputs (%1), and Pearson&apos;s r of the two over outputs and over systems. Correct and unwanted edits are n/a for an origin that labelled none of its differences.</source>
        <translation>按编辑系统和来源统计：正确编辑 = 标记为连贯的差异，多余编辑 = 标记为不连贯的差异（均为占已标记差异的百分比），无可见变化 = 没有任何差异的输出（占该来源检查过的输出的百分比：对真值而言是有真值差异或标记为完成的输出，对标注者而言是其完成或画过框的输出，对检测器而言是有其框或有运行记录的输出）。旁边列出人们在相同输出上对相应评分标准维度的平均评分（%1），以及二者在输出层面和系统层面的 Pearson r。若某来源未给其任何差异打标签，则正确编辑和多余编辑为 n/a。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>correct edits %</source>
        <translation>正确编辑 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>people</source>
        <translation>人工</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>unwanted edits %</source>
        <translation>多余编辑 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no visual change %</source>
        <translation>无可见变化 %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>r over outputs</source>
        <translation>输出层面 r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>r over systems</source>
        <translation>系统层面 r</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>images</source>
        <translation>图像</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Each detector&apos;s boxes against the truth, COCO AP as pycocotools computes it (DICE-D style). The outputs are those with a ground-truth difference and those an annotator marked complete (no further differences); on a complete output the completing annotators&apos; boxes are truth too, and a detection on a complete output without any difference is a false positive. Class-agnostic AP ignores the op; class-aware AP takes ADD, REMOVE and EDIT as categories; coherence-aware AP takes the coherence label (the detector&apos;s own estimate against the truth&apos;s) as the category, over outputs whose every truth box is labelled; it and the coherence agreement are n/a for a detector that gives no coherence labels (the built-in pixel-difference detector has no coherence estimator).</source>
        <translation>将每个检测器的框与真值对比，按 pycocotools 的方式计算 COCO AP（DICE-D 风格）。所用输出为有真值差异的输出以及标注者标记为完成（无其他差异）的输出；在已完成的输出上，完成标注的标注者所画的框也视为真值，而在没有任何差异的已完成输出上的检测均为误报。类别无关 AP 忽略操作类型；类别相关 AP 以 ADD、REMOVE 和 EDIT 为类别；连贯性相关 AP 以连贯性标签（检测器自身的估计与真值的标签对比）为类别，仅针对所有真值框都有标签的输出；对于不提供连贯性标签的检测器（内置像素差异检测器没有连贯性估计器），该指标和连贯性一致率均为 n/a。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>coherence-aware AP</source>
        <translation>连贯性相关 AP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP coherent</source>
        <translation>AP 连贯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AP incoherent</source>
        <translation>AP 不连贯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>images (unlabelled detections)</source>
        <translation>图像（未标记的检测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence accuracy (pairs)</source>
        <translation>连贯性准确率（对数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coherence κ</source>
        <translation>连贯性 κ</translation>
    </message>
    <message>
        <location filename="../core/report/reportevaluations.cpp" line="+17"/>
        <source>Edit-text retrieval</source>
        <translation>编辑-文本检索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit → text ranks every distinct text of the study for each output; text → edit ranks the outputs of the same system for each output&apos;s text. Similarity is the metric&apos;s cosine; rank 1 is the best and ties count for the query (rank = 1 + the number of strictly more similar candidates). R@k is the percentage of queries ranked k or better. CLIP-D ranks the image direction against the caption direction; vectors of norm 0 (no direction) are left out.</source>
        <translation>编辑 → 文本：对每个输出，为研究中所有不同的文本排序；文本 → 编辑：对每个输出的文本，为同一系统的输出排序。相似度为该指标的余弦值；排名 1 为最佳，并列时按有利于查询的方式计算（排名 = 1 + 严格更相似的候选数）。R@k 是排名在 k 及以内的查询所占百分比。CLIP-D 以图像方向对比描述方向进行排序；范数为 0（无方向）的向量被排除。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model %1, version: %2. %3 of %4 outputs ranked against %5 texts.</source>
        <translation>模型 %1，版本：%2。%4 个输出中有 %3 个与 %5 条文本进行了排序。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+71"/>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean rank</source>
        <translation>平均排名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median rank</source>
        <translation>中位排名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit → text</source>
        <translation>编辑 → 文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text → edit</source>
        <translation>文本 → 编辑</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/report/reportdifferences.cpp" line="+15"/>
        <location filename="../core/report/reportmodelcalls.cpp" line="+24"/>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ground-truth test</source>
        <translation>真值测试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM&apos;s ground-truth test (Table 4): on each item with a ground-truth edit, an excessively preserved candidate (the original plus noise) and an excessively modified one, the share of items on which the metric scores each candidate best (distances: lowest). A tie for best splits the item equally among the tied candidates; such items are counted under &apos;ties&apos;. A metric that balances preservation and modification favours the ground truth.</source>
        <translation>BPM 的真值测试（表 4）：在每个具有真值编辑、过度保留候选（原图加噪声）和过度修改候选的项目上，统计指标给各候选打出最佳分数（距离类指标：最低）的项目比例。最佳分数并列时，该项目在并列候选之间平分；此类项目计入“平局”。能够平衡保留与修改的指标会偏向真值。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ground truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively preserved</source>
        <translation>过度保留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excessively modified</source>
        <translation>过度修改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ties</source>
        <translation>平局</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>α sweep</source>
        <translation>α 扫描</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM(α) = α·S_semantic + (1 − α)·S_region recomputed from the stored components of %1 outputs, and its pairwise alignment with each dimension (the paper&apos;s Table 9 peaks at α = 0.7).</source>
        <translation>根据 %1 个输出已存储的组成部分重新计算 BPM(α) = α·S_semantic + (1 − α)·S_region，以及它与各维度的成对一致性（论文表 9 在 α = 0.7 处达到峰值）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <location filename="../core/report/studyreport.cpp" line="+17"/>
        <source>drawing the report&apos;s charts needs a QGuiApplication (fonts); none is running</source>
        <translation>绘制报告图表需要 QGuiApplication（字体）；当前没有运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation>研究中没有维度“%1”的评分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>研究中没有指标“%1”的分数</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <location line="+18"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>EditLens report: %1</source>
        <translation>EditLens 报告：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed study</source>
        <translation>未命名研究</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study file %1, EditLens %2.</source>
        <translation>研究文件 %1，EditLens %2。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot create the report folder</source>
        <translation>无法创建报告文件夹</translation>
    </message>
    <message>
        <location filename="../core/report/reportmodelcalls.cpp" line="-13"/>
        <source>Model stages</source>
        <translation>模型阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every request the model stages sent is kept in the study with its raw answer. Unparseable answers stored nothing; failed requests got no answer. Tokens are those the endpoint reported (requests without usage figures count 0).</source>
        <translation>模型阶段发送的每个请求都连同其原始回答保存在研究中。无法解析的回答未存储任何内容；失败的请求没有得到回答。token 数为端点报告的数量（没有用量数据的请求计为 0）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unparseable</source>
        <translation>无法解析</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prompt tokens</source>
        <translation>提示 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completion tokens</source>
        <translation>补全 token</translation>
    </message>
    <message>
        <location filename="../core/report/reportannotators.cpp" line="+15"/>
        <source>Annotators</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failed checks: ratings that missed a gold answer (an attention check) of those a gold answer checks. Agreement: Pearson r between the annotator&apos;s ratings and the mean of the other annotators&apos; ratings of the same output and dimension, over the ratings at least one other annotator shares (every dimension together); unavailable below 3 such ratings.</source>
        <translation>未通过的检查：在有标准答案可核对的评分中，未命中标准答案（注意力检查）的评分。一致度：该标注者的评分与其他标注者对同一输出和维度评分的均值之间的 Pearson r，基于至少有一名其他标注者共同评分的评分计算（所有维度合并）；此类评分少于 3 个时不可用。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>submitted / planned</source>
        <translation>已提交 / 已计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judged items</source>
        <translation>已评判项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds per item</source>
        <translation>每个项目用时（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed checks</source>
        <translation>未通过的检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agreement with the others</source>
        <translation>与其他人的评分一致度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in alignment</source>
        <translation>计入一致性分析</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>excluded: %1</source>
        <translation>已排除：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every annotator&apos;s ratings count in alignment.</source>
        <translation>所有标注者的评分都计入一致性分析。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left out of alignment (their ratings and preferences are not on the human side of any table or chart): %1.</source>
        <translation>不计入一致性分析（其评分和偏好不出现在任何表格或图表的人工一侧）：%1。</translation>
    </message>
</context>
<context>
    <name>ReportExportJob</name>
    <message numerus="yes">
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+47"/>
        <source>Wrote the report to %1 (and report.md, %n chart(s)).</source>
        <translation>
            <numerusform>已将报告写入 %1（另有 report.md 和 %n 张图表）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Retrieval</name>
    <message>
        <location filename="../core/stats/retrieval.cpp" line="+199"/>
        <source>retrieval input: expected %1-d rows and a valid text for every edit</source>
        <translation>检索输入：每个编辑都应有 %1 维的行和有效文本</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>retrieval: the similarity product failed: %1</source>
        <translation>检索：相似度乘积计算失败：%1</translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <location filename="../core/study/rubric.cpp" line="+15"/>
        <source>Very Poor</source>
        <translation>很差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poor</source>
        <translation>较差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>较好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very Good</source>
        <translation>很好</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial</source>
        <translation>部分成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Please assess whether the edited image meets the editing requirements. The assessment is divided into five dimensions: overall editing quality, quality of the edited area, consistency of the non-edited area, whether the size of the edited object meets the editing instructions, and whether the position of the edited object is correct.</source>
        <translation>请评估编辑后的图像是否符合编辑要求。评估分为五个维度：整体编辑质量、编辑区域质量、非编辑区域一致性、被编辑对象的大小是否符合编辑指令，以及被编辑对象的位置是否正确。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overall editing quality: Evaluate the overall quality of the generated image, considering the realism of the edited image, whether the edits align with the editing instructions and appear natural, and whether the non-edited areas remain consistent with the original image.</source>
        <translation>整体编辑质量：评估生成图像的整体质量，需考虑编辑后图像的真实感、编辑是否符合编辑指令且看起来自然，以及非编辑区域是否与原图保持一致。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quality of the edited area: Assess whether the modified areas required by the instructions meet the textual editing instructions and appear natural.</source>
        <translation>编辑区域质量：评估指令要求修改的区域是否符合文字编辑指令，并且看起来自然。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Consistency of the non-edited area: Evaluate whether the areas that should not be edited remain consistent with the original image.</source>
        <translation>非编辑区域一致性：评估不应被编辑的区域是否与原图保持一致。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size: Whether the size of the edited object meets the editing instructions, For example, &quot;make the fire hydrant blue&quot; means that the size of the fire hydrant should remain unchanged; while &quot;make the vase bigger&quot; means that the vase should increase in size.</source>
        <translation>大小：被编辑对象的大小是否符合编辑指令。例如，“把消防栓变成蓝色”意味着消防栓的大小应保持不变；而“把花瓶变大”则意味着花瓶应当变大。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Position: Whether the position of the edited object is correct, For example, &quot;make the hydrant blue,&quot; the position of the hydrant should remain unchanged; &quot;put an apple on the table&quot;, the apple should be on top of the table.</source>
        <translation>位置：被编辑对象的位置是否正确。例如，“把消防栓变成蓝色”时，消防栓的位置应保持不变；“在桌上放一个苹果”时，苹果应位于桌面上。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rate each edited image 0 (fail), 0.5 (partial) or 1 (success) for semantic consistency and perceptual quality.</source>
        <translation>请从语义一致性和感知质量两方面为每张编辑后的图像打分：0（失败）、0.5（部分成功）或 1（成功）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Semantic consistency: how well the edit follows the instruction</source>
        <translation>语义一致性：编辑对指令的遵循程度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perceptual quality: naturalness and absence of artifacts</source>
        <translation>感知质量：是否自然、有无瑕疵</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rate the correct edits and the unwanted edits from 1 to 5, and mark images that show no visual change.</source>
        <translation>请为正确编辑和多余编辑分别打 1 到 5 分，并标出看不出任何变化的图像。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Correct edits: how well the requested changes were made</source>
        <translation>正确编辑：所要求的改动完成得如何</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unwanted edits: changes that the instruction did not ask for</source>
        <translation>多余编辑：指令未要求的改动</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No visual change: the edited image looks like the original</source>
        <translation>无可见变化：编辑后的图像看起来与原图相同</translation>
    </message>
</context>
<context>
    <name>RubricStore</name>
    <message>
        <location filename="../core/storage/rubricstore.cpp" line="+20"/>
        <source>a rubric needs a name</source>
        <translation>评分标准需要名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid scale for dimension &apos;%1&apos; of rubric &apos;%2&apos;</source>
        <translation>评分标准“%2”中维度“%1”的量表无效</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot save rubric</source>
        <translation>无法保存评分标准</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>cannot delete rubric</source>
        <translation>无法删除评分标准</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read rubrics</source>
        <translation>无法读取评分标准</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cannot read study settings</source>
        <translation>无法读取研究设置</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot save study settings</source>
        <translation>无法保存研究设置</translation>
    </message>
</context>
<context>
    <name>RuleLabelStore</name>
    <message>
        <location filename="../core/storage/rulelabelstore.cpp" line="+26"/>
        <source>cannot store the labels</source>
        <translation>无法存储标签</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot declare dimension &apos;%1&apos;</source>
        <translation>无法声明维度“%1”</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">无法记录标注者</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot remove the earlier labels</source>
        <translation>无法删除先前的标签</translation>
    </message>
    <message>
        <source>cannot read the annotator</source>
        <translation type="vanished">无法读取标注者</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot read the dimension</source>
        <translation>无法读取该维度</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot remove the earlier scores</source>
        <translation>无法删除先前的分数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>label %1 of output %2 is outside the scale %3-%4</source>
        <translation>输出 %2 的标签 %1 超出量表范围 %3-%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label</source>
        <translation>无法存储标签</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label&apos;s rule</source>
        <translation>无法存储标签的规则</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot store a label&apos;s score</source>
        <translation>无法存储标签的分数</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read the labels</source>
        <translation>无法读取标签</translation>
    </message>
    <message>
        <source>cannot read the labels: %1</source>
        <translation type="vanished">无法读取标签：%1</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <location filename="../core/storage/schema.cpp" line="+363"/>
        <source>not a study file (cannot read its schema version)</source>
        <translation>不是研究文件（无法读取其架构版本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an EditLens study: the database holds tables but no EditLens schema version (SQLite user_version is 0); it was not changed</source>
        <translation>不是 EditLens 研究：数据库中有数据表，但没有 EditLens 架构版本（SQLite user_version 为 0）；文件未被更改</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>study was written by a newer EditLens (schema %1, this build reads up to %2); it was not changed</source>
        <translation>研究由更新版本的 EditLens 写入（架构 %1，此版本最多可读取 %2）；文件未被更改</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the study is damaged: its table &apos;%1&apos; is missing (schema %2); it was not changed</source>
        <translation>研究已损坏：缺少数据表“%1”（架构 %2）；文件未被更改</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>migration to schema %1 failed</source>
        <translation>迁移到架构 %1 失败</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot record schema version</source>
        <translation>无法记录架构版本</translation>
    </message>
    <message>
        <source>migration to schema %1 failed: %2</source>
        <translation type="vanished">迁移到架构 %1 失败：%2</translation>
    </message>
    <message>
        <source>cannot record schema version: %1</source>
        <translation type="vanished">无法记录架构版本：%1</translation>
    </message>
</context>
<context>
    <name>ScoreRun</name>
    <message>
        <location filename="../core/scoring/scorerun.cpp" line="+12"/>
        <source>no metric chosen</source>
        <translation>未选择指标</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the number of worker threads must not be negative</source>
        <translation>工作线程数不能为负数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s alpha must be a number from 0 to 1</source>
        <translation>BPM 的 alpha 必须是 0 到 1 之间的数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the DICE + CLIP origin must name an origin</source>
        <translation>DICE + CLIP 来源必须指明一个来源</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 (%2): %n output(s) scored</source>
        <translation>
            <numerusform>%1（%2）：已计算 %n 个输出</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 version: %2</source>
        <translation>%1 版本：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reference: %2</source>
        <translation>%1 参考：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outputs %1, computed %2, already stored %3, values written %4, differences %5%6</source>
        <translation>输出 %1，已计算 %2，已存储 %3，写入值 %4，差异 %5%6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (interrupted: run again to resume)</source>
        <translation>（已中断：再次运行即可继续）</translation>
    </message>
</context>
<context>
    <name>ScoreSummary</name>
    <message>
        <source>cannot read the study: %1</source>
        <translation type="vanished">无法读取研究：%1</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoresummary.cpp" line="+21"/>
        <source>cannot read the study</source>
        <translation>无法读取研究</translation>
    </message>
</context>
<context>
    <name>ScoreWriter</name>
    <message>
        <location filename="../core/storage/scorewriter.cpp" line="+22"/>
        <source>cannot store scoring results</source>
        <translation>无法存储评分结果</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot store scoring results: %1</source>
        <translation type="vanished">无法存储评分结果：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot commit scoring results: %1</source>
        <translation>无法提交评分结果：%1</translation>
    </message>
</context>
<context>
    <name>ScoresCsvExport</name>
    <message>
        <location filename="../core/io/scorescsvexport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation>分数 CSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every metric score, CSV with columns item_id, system, metric, value, version</source>
        <translation>所有指标分数，CSV 格式，列为 item_id、system、metric、value、version</translation>
    </message>
</context>
<context>
    <name>ScoresCsvImport</name>
    <message>
        <location filename="../core/io/scorescsvimport.cpp" line="+23"/>
        <source>Scores CSV</source>
        <translation>分数 CSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>metric scores, CSV with columns item_id, system, metric, value and optionally version</source>
        <translation>指标分数，CSV 格式，列为 item_id、system、metric、value，以及可选的 version</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>item &apos;%1&apos;, system &apos;%2&apos; already has a &apos;%3&apos; score of version &apos;%4&apos; on line %5</source>
        <translation>项目“%1”，系统“%2”已在第 %5 行有版本为“%4”的“%3”分数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file holds a header but no scores</source>
        <translation>文件只有表头，没有分数</translation>
    </message>
</context>
<context>
    <name>ScoringChain</name>
    <message>
        <location filename="../core/scoring/scoringchain.cpp" line="+59"/>
        <source>item &apos;%1&apos; names source_item &apos;%2&apos;, which is not in the study</source>
        <translation>项目“%1”指定的 source_item“%2”不在研究中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the chain ending at item &apos;%1&apos; loops</source>
        <translation>以项目“%1”结尾的编辑链存在循环</translation>
    </message>
</context>
<context>
    <name>SessionStore</name>
    <message>
        <location filename="../core/storage/sessionstore.cpp" line="+22"/>
        <source>cannot start an annotation session</source>
        <translation>无法开始标注会话</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot end an annotation session</source>
        <translation>无法结束标注会话</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot read sessions</source>
        <translation>无法读取会话</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>cannot submit item</source>
        <translation>无法提交项目</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot reopen item for revision</source>
        <translation>无法重新打开项目以进行修订</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item %1 was not submitted by &apos;%2&apos;</source>
        <translation>项目 %1 并非由“%2”提交</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot read submissions</source>
        <translation>无法读取提交记录</translation>
    </message>
</context>
<context>
    <name>SetCoherenceCommand</name>
    <message>
        <location filename="../core/document/commands/differencecommands.cpp" line="+84"/>
        <source>Clear coherence</source>
        <translation>清除连贯性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark coherent</source>
        <translation>标记为连贯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark not coherent</source>
        <translation>标记为不连贯</translation>
    </message>
</context>
<context>
    <name>SetOutputCompleteCommand</name>
    <message>
        <location line="-28"/>
        <source>Mark output complete</source>
        <translation>将输出标记为已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark output incomplete</source>
        <translation>将输出标记为未完成</translation>
    </message>
</context>
<context>
    <name>SetPreferenceCommand</name>
    <message>
        <location filename="../core/document/commands/ratingcommands.cpp" line="+68"/>
        <source>Prefer %1</source>
        <translation>偏好 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear preference</source>
        <translation>清除偏好</translation>
    </message>
</context>
<context>
    <name>SetRatingCommand</name>
    <message>
        <location line="-41"/>
        <source>Rate %1 as %2</source>
        <translation>将 %1 评为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear rating %1</source>
        <translation>清除评分 %1</translation>
    </message>
</context>
<context>
    <name>SqlDialect</name>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+136"/>
        <source>the database gave no reason (is the connection lost?)</source>
        <translation>数据库未给出原因（连接是否已断开？）</translation>
    </message>
</context>
<context>
    <name>SqliteDialect</name>
    <message>
        <location line="-74"/>
        <source>the SQLite driver exposes no handle</source>
        <translation>SQLite 驱动未提供句柄</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>process %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (pid %2)</source>
        <translation>%1（pid %2）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the database gave no reason</source>
        <translation>数据库未给出原因</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program (a window or editlens-cli)</source>
        <translation>另一个程序（某个窗口或 editlens-cli）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it for more than %2 s; try again when it has finished</source>
        <translation>研究已被锁定：%1 已写入超过 %2 秒；请等其完成后再试</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study is locked: %1 has been writing to it; stopped waiting after %2 s as asked</source>
        <translation>研究已被锁定：%1 正在写入；已按要求在 %2 秒后停止等待</translation>
    </message>
</context>
<context>
    <name>StagedStudy</name>
    <message>
        <location filename="../core/storage/stagedstudy.cpp" line="+44"/>
        <source>cannot finish the new study: its log could not be written into the study file (%1)</source>
        <translation>无法完成新研究：其日志无法写入研究文件（%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot move the new study to its name: %1</source>
        <translation>无法将新研究重命名为目标名称：%1</translation>
    </message>
</context>
<context>
    <name>StudyAccess</name>
    <message>
        <source>cannot read the server&apos;s roles: %1</source>
        <translation type="vanished">无法读取服务器的角色：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyrights.cpp" line="+309"/>
        <location filename="../core/server/studyaccess.cpp" line="+67"/>
        <location line="+20"/>
        <source>cannot read the server&apos;s roles</source>
        <translation>无法读取服务器的角色</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+9"/>
        <source>cannot set the annotators&apos; rights on the study</source>
        <translation>无法设置标注者对该研究的权限</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+24"/>
        <source>cannot read your rights on the study</source>
        <translation>无法读取您对该研究的权限</translation>
    </message>
    <message>
        <source>cannot read your rights on the study: %1</source>
        <translation type="vanished">无法读取您对该研究的权限：%1</translation>
    </message>
    <message>
        <location filename="../core/server/studyaccess.cpp" line="-31"/>
        <source>annotator logins are for studies on a server; a study file is shared by handing it out (editlens-cli pack)</source>
        <translation>标注者登录仅适用于服务器上的研究；研究文件通过分发来共享（editlens-cli pack）</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">标注者需要一个名字</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>your server role may not create roles (it needs CREATEROLE); ask the server&apos;s administrator to run: ALTER ROLE %1 CREATEROLE</source>
        <translation>您的服务器角色不能创建角色（需要 CREATEROLE）；请服务器管理员执行：ALTER ROLE %1 CREATEROLE</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot add annotator &apos;%1&apos;</source>
        <translation>无法添加标注者“%1”</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot read annotators</source>
        <translation>无法读取标注者</translation>
    </message>
    <message>
        <source>cannot read annotators: %1</source>
        <translation type="vanished">无法读取标注者：%1</translation>
    </message>
</context>
<context>
    <name>StudyDocument</name>
    <message>
        <location filename="../core/document/studydocument.cpp" line="+160"/>
        <source>this item was submitted and is locked; choose Revise to change it</source>
        <translation>此项已提交并锁定；如需更改，请选择“修订”</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+118"/>
        <source>no difference with id %1</source>
        <translation>没有 ID 为 %1 的差异</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>choose an annotator first</source>
        <translation>请先选择标注者</translation>
    </message>
    <message>
        <source>the server cannot be reached: ratings and preferences are kept on this computer and sent when it is back, but boxes, labels, masks and submissions need the server</source>
        <translation type="vanished">无法连接服务器：评分和偏好保存在本机，服务器恢复后发送；但框、标签、掩码和提交需要服务器</translation>
    </message>
    <message>
        <location filename="../core/document/studydocument_server.cpp" line="+21"/>
        <source>what they answer was removed from the study since they were given</source>
        <translation>其所针对的内容在作答后已从研究中删除</translation>
    </message>
    <message>
        <location filename="../core/document/serversession.cpp" line="+117"/>
        <source>the server cannot be reached and this computer cannot keep the answer (no offline journal)</source>
        <translation>无法连接服务器，且本机无法保存该回答（没有离线日志）</translation>
    </message>
    <message>
        <location filename="../core/document/studydocument_server.cpp" line="+164"/>
        <source>the server cannot be reached: answers are kept on this computer and sent when it is back, but boxes and masks need the server</source>
        <translation>无法连接服务器：回答保存在本机，服务器恢复后发送；但框和掩码需要服务器</translation>
    </message>
</context>
<context>
    <name>StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+25"/>
        <source>Imported %1 items, %2 outputs, %3 ratings (%4).</source>
        <translation>已导入 %1 个项目、%2 个输出、%3 条评分（%4）。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n judgement(s) replaced one the study already held.</source>
        <translation>
            <numerusform>%n 条评判替换了研究中已有的评判。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
</context>
<context>
    <name>StudyLocation</name>
    <message>
        <location filename="../core/storage/studylocation.cpp" line="+33"/>
        <source>the URL names no study: add ?study=NAME</source>
        <translation>URL 未指定研究：请添加 ?study=NAME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the study name &apos;%1&apos; must start with a lower-case letter or &apos;_&apos; and hold only lower-case letters, digits and &apos;_&apos;</source>
        <translation>研究名称“%1”必须以小写字母或“_”开头，且只能包含小写字母、数字和“_”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study name &apos;%1&apos; is longer than PostgreSQL&apos;s 63 bytes</source>
        <translation>研究名称“%1”超过了 PostgreSQL 的 63 字节</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the study name &apos;%1&apos; starts with &apos;pg_&apos;, which PostgreSQL keeps for itself</source>
        <translation>研究名称“%1”以“pg_”开头，这是 PostgreSQL 保留的</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not a valid PostgreSQL URL: %1</source>
        <translation>不是有效的 PostgreSQL URL：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the URL names no database: write postgresql://user@host/DATABASE?study=NAME</source>
        <translation>URL 未指定数据库：请写 postgresql://user@host/DATABASE?study=NAME</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode“%1”不是 %2 之一</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>port &apos;%1&apos; is not a number from 1 to 65535</source>
        <translation>端口“%1”不是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>connect_timeout“%1”不是秒数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown URL parameter &apos;%1&apos; (known: study, sslmode, sslrootcert, host, port, connect_timeout)</source>
        <translation>未知的 URL 参数“%1”（已知：study、sslmode、sslrootcert、host、port、connect_timeout）</translation>
    </message>
</context>
<context>
    <name>StudyOpener</name>
    <message>
        <location filename="../ui/studyopener.cpp" line="+23"/>
        <source>Fetching the study&apos;s images from the server…</source>
        <translation>正在从服务器获取研究的图像…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>opening was cancelled before every image of the study was fetched; open it again to go on (images already fetched are kept)</source>
        <translation>在获取研究的全部图像之前已取消打开；再次打开即可继续（已获取的图像会保留）</translation>
    </message>
</context>
<context>
    <name>StudyPaths</name>
    <message>
        <location filename="../core/storage/studypaths.cpp" line="+49"/>
        <source>empty image path</source>
        <translation>图像路径为空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>path &apos;%1&apos; names the study folder &apos;%2&apos; itself, not an image</source>
        <translation>路径“%1”指向研究文件夹“%2”本身，而不是图像</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; leaves the study folder &apos;%2&apos; through &apos;..&apos;</source>
        <translation>路径“%1”通过“..”超出了研究文件夹“%2”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>path &apos;%1&apos; is an absolute path outside the study folder &apos;%2&apos;</source>
        <translation>路径“%1”是研究文件夹“%2”之外的绝对路径</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>path &apos;%1&apos; (relative to &apos;%2&apos;) lies outside the study folder &apos;%3&apos;</source>
        <translation>路径“%1”（相对于“%2”）位于研究文件夹“%3”之外</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>image &apos;%1&apos; does not exist</source>
        <translation>图像“%1”不存在</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a file</source>
        <translation>“%1”不是文件</translation>
    </message>
</context>
<context>
    <name>StudyPlan</name>
    <message>
        <source>cannot read outputs: %1</source>
        <translation type="vanished">无法读取输出：%1</translation>
    </message>
    <message>
        <source>cannot read judgements</source>
        <translation type="vanished">无法读取评判结果</translation>
    </message>
    <message>
        <location filename="../core/document/studyplan.cpp" line="-102"/>
        <source>Output %1</source>
        <translation>输出 %1</translation>
    </message>
</context>
<context>
    <name>StudyReader</name>
    <message>
        <source>cannot read dimensions: %1</source>
        <translation type="vanished">无法读取维度：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyreader.cpp" line="+35"/>
        <location line="+57"/>
        <source>cannot read dimensions</source>
        <translation>无法读取维度</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>%1: rating %2 is %3, off the scale of its dimension; it was left out</source>
        <translation>%1：评分 %2 为 %3，超出其维度的量表范围；已被排除</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>cannot list items</source>
        <translation>无法列出项目</translation>
    </message>
    <message>
        <source>cannot list items: %1</source>
        <translation type="vanished">无法列出项目：%1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>item %1 does not exist</source>
        <translation>项目 %1 不存在</translation>
    </message>
    <message>
        <source>cannot read study: %1</source>
        <translation type="vanished">无法读取研究：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/studyreader_items.cpp" line="+114"/>
        <source>cannot read study</source>
        <translation>无法读取研究</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the study is damaged: %1 holds &apos;%2&apos;, which is not a number; it was not changed</source>
        <translation>研究已损坏：%1 的值为“%2”，不是数字；文件未被更改</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>the rating of output %1 by &apos;%2&apos; on &apos;%3&apos;</source>
        <translation>“%2”在“%3”上对输出 %1 的评分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the rating of output %2 by &apos;%3&apos; on &apos;%4&apos; is %5, off its scale (%6 to %7); it was left out</source>
        <translation>%1：“%3”在“%4”上对输出 %2 的评分为 %5，超出其量表范围（%6 到 %7）；已被排除</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the &apos;%1&apos; score of output %2</source>
        <translation>输出 %2 的“%1”分数</translation>
    </message>
</context>
<context>
    <name>StudyRetrieval</name>
    <message>
        <location filename="../core/scoring/studyretrieval.cpp" line="+24"/>
        <source>unknown learned metric %1</source>
        <translation>未知的学习型指标 %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 is not an edit-text similarity; retrieval ranks by one of: %2</source>
        <translation>%1 不是编辑-文本相似度；检索只能按以下之一排序：%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no model folder given</source>
        <translation>未指定模型文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding was not asked for</source>
        <translation>未要求进行编码</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no %1 embeddings of %2 are stored in the study, and none could be computed: %3</source>
        <translation>研究中未存储 %2 的 %1 嵌入，也无法计算：%3</translation>
    </message>
</context>
<context>
    <name>StudyScorer</name>
    <message>
        <source>no BPM on %1 of %2 output(s), for example: %3</source>
        <translation type="vanished">%2 个输出中有 %1 个没有 BPM，例如：%3</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoringplan.cpp" line="+125"/>
        <source>unavailable with --chain final: its regions belong to one turn; score it with --chain turn</source>
        <translation>在 --chain final 下不可用：其区域只属于某一轮；请使用 --chain turn 计算</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>BPM unavailable: S_modify needs CLIP (the clip_i model and bpe_simple_vocab_16e6.txt.gz in the model folder); stored its components S_preserve, S_size, S_position, S_region</source>
        <translation>BPM 不可用：S_modify 需要 CLIP（模型文件夹中的 clip_i 模型和 bpe_simple_vocab_16e6.txt.gz）；已存储其组成部分 S_preserve、S_size、S_position、S_region</translation>
    </message>
    <message>
        <location line="-122"/>
        <location filename="../core/scoring/learnedstage.cpp" line="+49"/>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation>不可用：未指定模型文件夹（--models DIR 或 EDITLENS_MODELS）</translation>
    </message>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="-46"/>
        <source>unavailable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <location filename="../core/scoring/scoringplan.cpp" line="+20"/>
        <source>unavailable: needs source and target captions (manifest fields source_caption and target_caption); no item of this study has both</source>
        <translation>不可用：需要源图像描述和目标图像描述（清单字段 source_caption 和 target_caption）；本研究中没有项目同时具备两者</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>unavailable: a metric with its own function is measured against the source image only</source>
        <translation>不可用：带有自身函数的指标只能以源图像为参照进行测量</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>unavailable, because no item has a ground-truth image</source>
        <translation>不可用，因为没有项目具有真值图像</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unavailable on %1 of %n output(s), because the item has no ground-truth image</source>
        <translation>
            <numerusform>在 %n 个输出中有 %1 个不可用，因为项目没有真值图像</numerusform>
        </translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because the item has no ground-truth image</source>
        <translation type="vanished">在 %2 个输出中有 %1 个不可用，因为项目没有真值图像</translation>
    </message>
    <message>
        <source>not judged on %1 output(s), for example: %2</source>
        <translation type="vanished">有 %1 个输出未评判，例如：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/bpmstudy.cpp" line="+75"/>
        <source>no BPM on %1 of %n output(s), for example: %2</source>
        <translation>
            <numerusform>%n 个输出中有 %1 个没有 BPM，例如：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/scoring/studyscorer.cpp" line="+302"/>
        <source>not judged on %n output(s), for example: %1</source>
        <translation>
            <numerusform>有 %n 个输出未评判，例如：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <location filename="../core/storage/studystore.cpp" line="+114"/>
        <location line="+332"/>
        <source>a file with this name already exists</source>
        <translation>已存在同名文件</translation>
    </message>
    <message>
        <location line="-330"/>
        <source>study file does not exist</source>
        <translation>研究文件不存在</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty, not a study (a study is an SQLite file made by New Study or by importing into a new path); it was left as it is</source>
        <translation>该文件为空，不是研究文件（研究是通过“新建研究”或导入到新路径而生成的 SQLite 文件）；文件保持原样</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot open study: %1</source>
        <translation>无法打开研究：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot configure the database: %1</source>
        <translation>无法配置数据库：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../core/storage/studystore_server.cpp" line="+101"/>
        <location line="+133"/>
        <source>cannot configure the database (%1)</source>
        <translation>无法配置数据库（%1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../core/storage/studystore_server.cpp" line="-93"/>
        <source>cannot write study settings</source>
        <translation>无法写入研究设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read study settings</source>
        <translation>无法读取研究设置</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>cannot write a copy</source>
        <translation>无法写入副本</translation>
    </message>
    <message>
        <location filename="../core/storage/sqldialect.cpp" line="+23"/>
        <source>not a study file: %1</source>
        <translation>不是研究文件：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the disk is full (%1 bytes free): SQLite could not create the study&apos;s -wal and -shm files beside it; free some space and try again (the study itself is unchanged)</source>
        <translation>磁盘已满（剩余 %1 字节）：SQLite 无法在研究文件旁创建其 -wal 和 -shm 文件；请释放一些空间后重试（研究本身未被更改）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the study (%1); the study itself is unchanged</source>
        <translation>无法读取研究（%1）；研究本身未被更改</translation>
    </message>
    <message>
        <location filename="../core/storage/studystore.cpp" line="-291"/>
        <source>an empty SQLite database, not an EditLens study (it has no tables and no schema version); it was left as it is</source>
        <translation>这是一个空的 SQLite 数据库，而不是 EditLens 研究（没有数据表，也没有架构版本）；文件保持原样</translation>
    </message>
    <message>
        <source>cannot configure the database (%1): %2</source>
        <translation type="vanished">无法配置数据库（%1）：%2</translation>
    </message>
    <message>
        <source>cannot write study settings: %1</source>
        <translation type="vanished">无法写入研究设置：%1</translation>
    </message>
    <message>
        <source>cannot read study settings: %1</source>
        <translation type="vanished">无法读取研究设置：%1</translation>
    </message>
    <message>
        <location line="+83"/>
        <location filename="../core/storage/studykind.cpp" line="+49"/>
        <source>cannot save study settings</source>
        <translation>无法保存研究设置</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot count study contents</source>
        <translation>无法统计研究内容</translation>
    </message>
    <message>
        <source>a rating needs an annotator name</source>
        <translation type="vanished">评分需要填写标注者姓名</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>cannot start a transaction</source>
        <translation>无法开始事务</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read dimensions</source>
        <translation>无法读取维度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown rating dimension &apos;%1&apos;</source>
        <translation>未知的评分维度“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rating %1 is outside the scale %2-%3 of &apos;%4&apos;</source>
        <translation>评分 %1 超出了“%4”的量表范围 %2-%3</translation>
    </message>
    <message>
        <source>cannot record annotator</source>
        <translation type="vanished">无法记录标注者</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+15"/>
        <location line="+46"/>
        <source>cannot save rating</source>
        <translation>无法保存评分</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot clear rating</source>
        <translation>无法清除评分</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read rating</source>
        <translation>无法读取评分</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a study on a server is copied into a file with &apos;editlens-cli pull URL FILE&apos;</source>
        <translation>服务器上的研究用“editlens-cli pull URL FILE”复制到文件</translation>
    </message>
    <message>
        <source>cannot write a copy: %1</source>
        <translation type="vanished">无法写入副本：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/studystore_server.cpp" line="+11"/>
        <source>a study on a PostgreSQL server needs Qt&apos;s PostgreSQL driver (Debian package libqt6sql6-psql), which is not installed</source>
        <translation>PostgreSQL 服务器上的研究需要 Qt 的 PostgreSQL 驱动（Debian 软件包 libqt6sql6-psql），但它未安装</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>cannot connect to the server: %1</source>
        <translation>无法连接到服务器：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot read the server&apos;s studies</source>
        <translation>无法读取服务器上的研究</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot create the study</source>
        <translation>无法创建研究</translation>
    </message>
    <message>
        <source>cannot read the server&apos;s studies: %1</source>
        <translation type="vanished">无法读取服务器上的研究：%1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>the database &apos;%1&apos; already holds a study named &apos;%2&apos;</source>
        <translation>数据库“%1”已有名为“%2”的研究</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the database &apos;%1&apos; holds no study named &apos;%2&apos; (publish one with &apos;editlens-cli publish STUDY.editlens URL&apos;)</source>
        <translation>数据库“%1”中没有名为“%2”的研究（可用“editlens-cli publish STUDY.editlens URL”发布）</translation>
    </message>
    <message>
        <source>cannot create the study: %1</source>
        <translation type="vanished">无法创建研究：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the schema &apos;%1&apos; holds no EditLens study (it has no schema version); it was left as it is</source>
        <translation>模式“%1”中没有 EditLens 研究（没有模式版本）；未作更改</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>the server cannot be reached: %1</source>
        <translation>无法连接服务器：%1</translation>
    </message>
</context>
<context>
    <name>StudyTransfer</name>
    <message>
        <source>cannot read the table &apos;%1&apos;: %2</source>
        <translation type="vanished">无法读取表“%1”：%2</translation>
    </message>
    <message>
        <source>cannot write the table &apos;%1&apos;: %2</source>
        <translation type="vanished">无法写入表“%1”：%2</translation>
    </message>
    <message>
        <source>cannot copy row %1 of the table &apos;%2&apos;: %3</source>
        <translation type="vanished">无法复制表“%2”的第 %1 行：%3</translation>
    </message>
    <message>
        <location filename="../core/transfer/studytransfer.cpp" line="+154"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s image paths: %1</source>
        <translation type="vanished">无法读取研究的图像路径：%1</translation>
    </message>
    <message>
        <source>cannot read the study: %1</source>
        <translation type="vanished">无法读取研究：%1</translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+58"/>
        <source>cannot copy the study</source>
        <translation>无法复制研究</translation>
    </message>
    <message>
        <source>cannot number new rows of the table &apos;%1&apos;: %2</source>
        <translation type="vanished">无法为表“%1”的新行编号：%2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>publish copies a study file (.editlens) to a server; this is a server URL</source>
        <translation>publish 将研究文件（.editlens）复制到服务器；这是一个服务器 URL</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot mark the study&apos;s publish</source>
        <translation>无法标记研究的发布状态</translation>
    </message>
    <message>
        <source>cannot read the study&apos;s settings: %1</source>
        <translation type="vanished">无法读取研究设置：%1</translation>
    </message>
    <message>
        <location filename="../core/storage/publishmark.cpp" line="+15"/>
        <source>cannot read the study&apos;s settings</source>
        <translation>无法读取研究设置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this server study is incomplete: its publish (begun %1) did not finish, so rows or images are missing. Remove it with DROP SCHEMA %2 CASCADE and publish the study file again</source>
        <translation>此服务器研究不完整：其发布（开始于 %1）未完成，因此缺少数据行或图像。请用 DROP SCHEMA %2 CASCADE 删除它，然后重新发布研究文件</translation>
    </message>
    <message>
        <source>the incomplete server study &apos;%1&apos; could not be removed (%2): remove it with DROP SCHEMA %1 CASCADE</source>
        <translation type="vanished">无法删除不完整的服务器研究“%1”（%2）：请用 DROP SCHEMA %1 CASCADE 删除它</translation>
    </message>
    <message>
        <location filename="../core/transfer/studytransfer.cpp" line="-27"/>
        <source>not a server study URL (postgresql://user@host/database?study=NAME)</source>
        <translation>不是服务器研究的 URL（postgresql://user@host/database?study=NAME）</translation>
    </message>
    <message>
        <source>; the incomplete server study &apos;%1&apos; could not be removed (%2): remove it with DROP SCHEMA %1 CASCADE</source>
        <translation type="vanished">；无法删除不完整的服务器研究“%1”（%2）：请用 DROP SCHEMA %1 CASCADE 删除它</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+25"/>
        <source>cannot read the table &apos;%1&apos;</source>
        <translation>无法读取表“%1”</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write the table &apos;%1&apos;</source>
        <translation>无法写入表“%1”</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>cannot copy row %1 of the table &apos;%2&apos;</source>
        <translation>无法复制表“%2”的第 %1 行</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot read the study&apos;s image paths</source>
        <translation>无法读取研究的图像路径</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>cannot number new rows of the table &apos;%1&apos;</source>
        <translation>无法为表“%1”的新行编号</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>the incomplete server study &apos;%1&apos; could not be removed</source>
        <translation>无法删除不完整的服务器研究“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; remove it with DROP SCHEMA %1 CASCADE</source>
        <extracomment>Follows &quot;the incomplete server study &apos;NAME&apos; could not be removed: &lt;the server&apos;s words&gt;&quot;; %1 is the study&apos;s schema, in an SQL statement the user runs by hand (not to be translated).</extracomment>
        <translation>；请用 DROP SCHEMA %1 CASCADE 删除它</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>pull writes a study file (.editlens); give a file name, not a URL</source>
        <translation>pull 写入研究文件（.editlens）；请给出文件名，而不是 URL</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a file with this name already exists; it was left as it is</source>
        <translation>已存在同名文件；该文件未被改动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the pulled study&apos;s image folder already exists and is not empty; move it or pull into another file name</source>
        <translation>拉取的研究的图像文件夹已存在且不为空；请移走它或换一个文件名拉取</translation>
    </message>
    <message>
        <location line="-210"/>
        <location line="+224"/>
        <source>cannot read the study</source>
        <translation>无法读取研究</translation>
    </message>
</context>
<context>
    <name>Subset</name>
    <message>
        <location filename="../core/alignment/subset.cpp" line="+42"/>
        <source>a subset is edit_type=TYPE, tag=TAG or system=NAME, not &apos;%1&apos;</source>
        <translation>子集应为 edit_type=TYPE、tag=TAG 或 system=NAME，而不是“%1”</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>the extremes share must be in (0, 0.5], not %1</source>
        <translation>极端值比例必须在 (0, 0.5] 内，而不是 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the study has no system named %1; its systems: %2</source>
        <translation>研究中没有名为 %1 的系统；其系统为：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no output of the study has %1</source>
        <translation>研究中没有输出具有 %1</translation>
    </message>
</context>
<context>
    <name>SynthObjects</name>
    <message>
        <location filename="../core/demo/synthobjects.cpp" line="+35"/>
        <source>&apos;%1&apos; must be an array</source>
        <translation>“%1”必须是数组</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>cannot open the objects file: %1</source>
        <translation>无法打开物体文件：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation>应为包含“images”“annotations”和“categories”的 COCO 对象</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation>类别 %1 需要整数“id”和“name”</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation>图像 %1 需要整数“id”和“file_name”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation>图像 %1：“%2”必须是正整数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>image id %1 is given twice</source>
        <translation>图像 ID %1 出现了两次</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>annotation %1: %2</source>
        <translation>标注 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation>“image_id”必须指向文件中的某张图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation>“category_id”必须指向文件中的某个类别</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation>“bbox”必须是 [x, y, width, height]，且宽和高不小于 0</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation>“segmentation”必须是多边形列表 [x0, y0, x1, y1, ...]，每个多边形至少三个点</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation>文件中没有可编辑的物体（没有带多边形或框的标注）</translation>
    </message>
</context>
<context>
    <name>SynthPairs</name>
    <message>
        <location filename="../core/demo/synthpairs.cpp" line="+124"/>
        <source>no visible edit could be made of this photograph</source>
        <translation>无法对这张照片做出可见的编辑</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no such folder</source>
        <translation>没有此文件夹</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the objects file names no image</source>
        <translation>物体文件未指明任何图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder holds no image file</source>
        <translation>文件夹中没有图像文件</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation>不是每边至少 32 像素的可读取图像；已跳过</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation>没有物体覆盖图像的 0.2% 到 35%；已跳过</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+54"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>the number of pairs must be at least 1</source>
        <translation>配对数至少为 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study already exists; choose another name</source>
        <translation>研究已存在；请另选名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation>研究的图像文件夹已存在；请将其删除或另选名称</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no usable photograph (see the warnings above)</source>
        <translation>没有可用的照片（参见上方的警告）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create folder: %1</source>
        <translation>无法创建文件夹：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot move the images to their folder (does it exist now?)</source>
        <translation>无法将图像移动到其文件夹（该文件夹现在是否已存在？）</translation>
    </message>
</context>
<context>
    <name>SystemPairModel</name>
    <message>
        <location filename="../ui/itemmodels/systempairmodel.cpp" line="+112"/>
        <source>%1, %2: share of the items rated for both systems (human ties left out) that the metric orders like the humans.</source>
        <translation>%1，%2：在两个系统都有评分的项目中（不含人工平局），指标排序与人工一致的比例。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
</context>
<context>
    <name>TableColumns</name>
    <message>
        <location filename="../core/io/tablecolumns.cpp" line="+141"/>
        <source>column mapping entry &apos;%1&apos; has no &apos;=&apos;; write ROLE=COLUMN (roles: %2)</source>
        <translation>列映射条目“%1”没有“=”；请写成 ROLE=COLUMN（角色：%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column mapping entry &apos;%1&apos;: unknown role &apos;%2&apos; (roles: %3)</source>
        <translation>列映射条目“%1”：未知角色“%2”（角色：%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column mapping entry &apos;%1&apos;: only output and target name a system (ROLE:SYSTEM=COLUMN)</source>
        <translation>列映射条目“%1”：只有 output 和 target 可以指明系统（ROLE:SYSTEM=COLUMN）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping entry &apos;%1&apos;: the system name is empty</source>
        <translation>列映射条目“%1”：系统名称为空</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>column mapping: &apos;output=&apos; (no outputs) cannot go with output columns</source>
        <translation>列映射：“output=”（无输出）不能与输出列同时使用</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column mapping names role &apos;%1&apos; twice</source>
        <translation>列映射中角色“%1”出现了两次</translation>
    </message>
</context>
<context>
    <name>TableImport</name>
    <message>
        <location filename="../core/io/tableimport.cpp" line="+21"/>
        <source>item id</source>
        <translation>项目 ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source image</source>
        <translation>源图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground-truth image</source>
        <translation>真值图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edited image</source>
        <translation>编辑后图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source caption</source>
        <translation>源图像描述</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target caption</source>
        <translation>目标图像描述</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation>文件为空；应有一行列名表头</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1; the header has: %2</source>
        <translation>%1；表头包含：%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>表头中列“%1”出现了两次</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation>%1列“%2”不在表头中；表头包含：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation>列“%1”被映射了两次（作为%2和%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation>列“%1”和“%2”都被归于系统“%3”；请给其中一个换个名称</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>this row has %n field(s) but the header has %1</source>
        <translation>
            <numerusform>此行有 %n 个字段，但表头有 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation>%1列“%2”为空</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation>项目 ID“%1”已在第 %2 行使用</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation>此行的编辑后图像列或真值列中没有图像（%1）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Table of image pairs, CSV or TSV</source>
        <translation>图像对表格，CSV 或 TSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation>CSV 或 TSV 表格，每行一个编辑：指令列、源图像列、编辑后图像列（每列一个系统），以及可选的项目 ID、真值（目标）和图像描述列；列按表头名称识别或手动映射</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+33"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation>没有列映射到%1（“%2”）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation>没有列映射到编辑后图像（“output”）或真值（“target”）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the table has a header but no rows</source>
        <translation>表格只有表头，没有数据行</translation>
    </message>
</context>
<context>
    <name>TorchModel</name>
    <message>
        <location filename="../core/inference/torchbackend.cpp" line="+119"/>
        <source>model %1 expects %2×%2 images, got %3×%3</source>
        <translation>模型 %1 需要 %2×%2 的图像，实际为 %3×%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>model %1: expected %2 from %3, got a %4</source>
        <translation>模型 %1：%3 应返回 %2，实际返回 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: expected %2 from %3, got %4</source>
        <translation>模型 %1：%3 应返回 %2，实际为 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>model %1: expected [N] or [N,1,1,1] from forward, got %2</source>
        <translation>模型 %1：forward 应返回 [N] 或 [N,1,1,1]，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/scoring/metricavailability.cpp" line="-7"/>
        <location filename="../core/inference/torchmodel.cpp" line="+22"/>
        <source>learned metrics unavailable: %1</source>
        <translation>学习型指标不可用：%1</translation>
    </message>
    <message>
        <location filename="../core/inference/torchmodel.cpp" line="+8"/>
        <source>the LibTorch module was built for another version of EditLens (interface %1, expected %2)</source>
        <translation>LibTorch 模块是为另一版本的 EditLens 构建的（接口 %1，应为 %2）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>unavailable: model %1 not installed (no such file)</source>
        <translation>不可用：未安装模型 %1（文件不存在）</translation>
    </message>
    <message>
        <location filename="../core/inference/torchbackend.cpp" line="+202"/>
        <source>model %1: not a readable TorchScript file (expected %2 saved with torch.jit.save): %3</source>
        <translation>模型 %1：不是可读取的 TorchScript 文件（应为用 torch.jit.save 保存的 %2）：%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model %1: the TorchScript file has no method %2</source>
        <translation>模型 %1：TorchScript 文件没有方法 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>model %1: running it on a zero input failed: %2</source>
        <translation>模型 %1：在全零输入上运行失败：%2</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>model %1 computes distances, not embeddings</source>
        <translation>模型 %1 计算的是距离，而不是嵌入</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+41"/>
        <location line="+32"/>
        <location line="+33"/>
        <source>model %1: %2 failed: %3</source>
        <translation>模型 %1：%2 失败：%3</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>model %1 has no video encoder (encode_video)</source>
        <translation>模型 %1 没有视频编码器（encode_video）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model %1: every clip needs the same number of frames (at least one)</source>
        <translation>模型 %1：每个片段的帧数必须相同（至少一帧）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>model %1 has no text encoder</source>
        <translation>模型 %1 没有文本编码器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model %1 expects %2 tokens per text, got %3</source>
        <translation>模型 %1 需要每段文本 %2 个 token，实际为 %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>model %1 is not a distance model</source>
        <translation>模型 %1 不是距离模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model %1: %2 first images but %3 second images</source>
        <translation>模型 %1：第一组图像有 %2 张，而第二组有 %3 张</translation>
    </message>
</context>
<context>
    <name>Utf8Text</name>
    <message>
        <location filename="../core/util/utf8text.cpp" line="+74"/>
        <source>the file is not UTF-8 text: byte 0x%1 at column %2 (byte offset %3) does not start a valid UTF-8 character</source>
        <translation>文件不是 UTF-8 文本：第 %2 列（字节偏移 %3）处的字节 0x%1 不是有效 UTF-8 字符的开头</translation>
    </message>
</context>
<context>
    <name>VieScoreImport</name>
    <message>
        <location filename="../core/io/viescoreimport.cpp" line="+97"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected an object mapping uids to {&quot;score&quot;: ..., &quot;reasoning&quot;: ...}</source>
        <translation>应为将 uid 映射到 {&quot;score&quot;: ..., &quot;reasoning&quot;: ...} 的对象</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>uid &apos;%1&apos;: expected an object with a &quot;score&quot;</source>
        <translation>uid“%1”：应为包含“score”的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uid &apos;%1&apos;: the sub-score %2 lies outside VIEScore&apos;s scale 0-10</source>
        <translation>uid“%1”：子分数 %2 超出 VIEScore 的量表范围 0-10</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>uid &apos;%1&apos;: the score %2 is not a number or a list of numbers</source>
        <translation>uid“%1”：分数 %2 不是数字或数字列表</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>VIEScore judge outputs</source>
        <translation>VIEScore 评判输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VIEScore folder &lt;system&gt;/SC.json + PQ.json; scores SC, PQ, O under --metric (viescore)</source>
        <translation>VIEScore 文件夹 &lt;system&gt;/SC.json + PQ.json；分数 SC、PQ、O 记在 --metric（viescore）下</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>uid &apos;%1&apos; is in the study for several ImagenHub tasks (%2), and this folder names none; import the judge files from their ImagenHub_&lt;task&gt; folder, as VIEScore lays them out, so that they join the right task</source>
        <translation>uid“%1”在研究中属于多个 ImagenHub 任务（%2），而此文件夹未指明任何任务；请按 VIEScore 的目录结构，从各自的 ImagenHub_&lt;task&gt; 文件夹导入评判者文件，以便它们归入正确的任务</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>expected a folder of &lt;system&gt;/SC.json and &lt;system&gt;/PQ.json</source>
        <translation>应为包含 &lt;system&gt;/SC.json 和 &lt;system&gt;/PQ.json 的文件夹</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no &lt;system&gt;/SC.json or &lt;system&gt;/PQ.json in this folder</source>
        <translation>此文件夹中没有 &lt;system&gt;/SC.json 或 &lt;system&gt;/PQ.json</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>system &apos;%1&apos; has no %2; both SC.json and PQ.json are needed</source>
        <translation>系统“%1”没有 %2；需要同时具备 SC.json 和 PQ.json</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>import cancelled; the study was not changed</source>
        <translation>导入已取消；研究未被更改</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no uid is judged in both SC.json and PQ.json</source>
        <translation>没有 uid 同时在 SC.json 和 PQ.json 中被评判</translation>
    </message>
</context>
<context>
    <name>WebApi</name>
    <message>
        <location filename="../core/web/webapi.cpp" line="+52"/>
        <source>This address does not accept that method.</source>
        <translation>此地址不接受该请求方法。</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The study could not be read or written; please try again in a moment.</source>
        <translation>无法读取或写入研究；请稍后重试。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the study has no rating dimensions to ask annotators about</source>
        <translation>研究中没有可供标注者评分的维度</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the web session is not loaded</source>
        <translation>网页会话未加载</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotator name</source>
        <translation type="vanished">“%1”不是标注者姓名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a link must be valid for at least one day</source>
        <translation>链接的有效期必须至少为一天</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Answers are sent as JSON (application/json).</source>
        <translation>答案须以 JSON（application/json）格式发送。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many answers at once; please wait a moment.</source>
        <translation>同时发送的答案过多；请稍候。</translation>
    </message>
    <message>
        <location line="+49"/>
        <location filename="../core/web/webworkers.cpp" line="+115"/>
        <source>The study is not open yet.</source>
        <translation>研究尚未开放。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>This link cannot be opened</source>
        <translation>无法打开此链接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link is not valid or has expired. Please ask the person running the study for a new one, or open the study again from the platform.</source>
        <translation>链接无效或已过期。请向研究负责人索取新链接，或从平台重新打开研究。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your session has expired or the link is not valid.</source>
        <translation>您的会话已过期或链接无效。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This request did not come from the study&apos;s page.</source>
        <translation>此请求并非来自研究页面。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>There is nothing at this address.</source>
        <translation>此地址下没有任何内容。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Page not found</source>
        <translation>未找到页面</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Please wait a moment</source>
        <translation>请稍候</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many people opened the study from this address at once. Please try again in a minute.</source>
        <translation>从此地址同时打开研究的人数过多。请一分钟后重试。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This study takes no new participants</source>
        <translation>此研究不再接受新参与者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study is not open to new participants through a link.</source>
        <translation>此研究不通过链接接受新参与者。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This link is incomplete</source>
        <translation>此链接不完整</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link does not carry a valid participant id. Please open the study again from the platform.</source>
        <translation>链接中没有有效的参与者 ID。请从平台重新打开研究。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All places are taken</source>
        <translation>名额已满</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every place in this study is taken at the moment. Thank you for your interest; please return the study on the platform.</source>
        <translation>此研究目前名额已满。感谢您的关注；请在平台上退回此研究。</translation>
    </message>
    <message>
        <location filename="../core/web/webapi_read.cpp" line="+278"/>
        <location filename="../core/web/webapi_write.cpp" line="+154"/>
        <location line="+69"/>
        <location line="+25"/>
        <source>This item is not in your plan.</source>
        <translation>此项目不在您的计划中。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no such image.</source>
        <translation>没有此图像。</translation>
    </message>
    <message>
        <location filename="../core/web/webapi_write.cpp" line="-209"/>
        <source>The request is not valid UTF-8.</source>
        <translation>请求不是有效的 UTF-8。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request is not valid JSON.</source>
        <translation>请求不是有效的 JSON。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The request must be a JSON object.</source>
        <translation>请求必须是 JSON 对象。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The request has missing or unknown fields.</source>
        <translation>请求中有缺失或未知的字段。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The field &apos;%1&apos; has the wrong type.</source>
        <translation>字段“%1”的类型错误。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This item was submitted and is locked.</source>
        <translation>此项目已提交并锁定。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot read the study plan</source>
        <translation>无法读取研究计划</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This item asks for preferences, not ratings.</source>
        <translation>此项目要求的是偏好，而不是评分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This item asks for ratings, not preferences.</source>
        <translation>此项目要求的是评分，而不是偏好。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such output.</source>
        <translation>没有此输出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such pair.</source>
        <translation>没有此配对。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such question.</source>
        <translation>没有此问题。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That answer is not on the question&apos;s scale.</source>
        <translation>该答案不在问题的量表范围内。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That answer is not one of the choices.</source>
        <translation>该答案不是可选项之一。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save the answer</source>
        <translation>无法保存答案</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the item is no longer planned</source>
        <translation>该项目已不在计划中</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+78"/>
        <source>the item is locked</source>
        <translation>项目已锁定</translation>
    </message>
    <message numerus="yes">
        <location line="-16"/>
        <source>%n question(s) still need an answer.</source>
        <extracomment>%n questions of the item have no answer yet</extracomment>
        <translation>
            <numerusform>还有 %n 个问题需要回答。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot submit the item</source>
        <translation>无法提交项目</translation>
    </message>
</context>
<context>
    <name>WebServer</name>
    <message>
        <location filename="../core/web/webserver.cpp" line="+173"/>
        <source>The request is malformed.</source>
        <translation>请求格式错误。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>The request is too large.</source>
        <translation>请求过大。</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>cannot listen on %1:%2: %3</source>
        <translation>无法在 %1:%2 上监听：%3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This method is not allowed.</source>
        <translation>不允许使用此请求方法。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The address is malformed.</source>
        <translation>地址格式错误。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not found.</source>
        <translation>未找到。</translation>
    </message>
</context>
<context>
    <name>WebTokens</name>
    <message>
        <location filename="../core/web/webtokens.cpp" line="+127"/>
        <source>cannot read the study&apos;s web link secret</source>
        <translation>无法读取研究的网页链接密钥</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the study&apos;s web link secret is damaged (%1 is not %2 bytes in hexadecimal)</source>
        <translation>研究的网页链接密钥已损坏（%1 不是 %2 字节的十六进制数）</translation>
    </message>
</context>
<context>
    <name>editlens-cli</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+219"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>waiting: another program is writing to the study (Ctrl+C to stop)</source>
        <translation>等待中：另一个程序正在写入研究（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Only the outputs with this edit type (of the item&apos;s parse), tag or system: edit_type=TYPE, tag=TAG or system=NAME. Repeatable; all must hold.</source>
        <translation>仅限具有此编辑类型（来自项目解析）、标签或系统的输出：edit_type=TYPE、tag=TAG 或 system=NAME。可重复使用；须全部满足。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Only the extreme edits: per dimension, the outputs whose mean human rating is at or below the Q-quantile or at or above the (1-Q)-quantile (0 &lt; Q &lt;= 0.5).</source>
        <translation>仅限极端编辑：在每个维度上，取人工平均评分不高于 Q 分位数或不低于 (1-Q) 分位数的输出（0 &lt; Q &lt;= 0.5）。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>--subset: unknown edit type &apos;%1&apos;; known: %2</source>
        <translation>--subset：未知的编辑类型“%1”；已知类型：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <location line="+110"/>
        <location filename="../app/cli/importcommand.cpp" line="+140"/>
        <source>fetching images</source>
        <translation>正在获取图像</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>请尝试“%1 --help”。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wrong number of arguments</source>
        <translation>参数数量错误</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>How a score metric judges the human pairwise votes: genaibench (types round(score/5) on 0-10, equal types: tie if both &gt;= 9, else both bad), aurora (same types, equal types: tie) or raw (higher score wins, equal: tie). Default genaibench.</source>
        <translation>分数指标如何评判人工成对投票：genaibench（在 0-10 上按 round(score/5) 分档，同档时若两者都 &gt;= 9 则为平局，否则为都不好）、aurora（分档相同，同档即平局）或 raw（分数高者胜，相等为平局）。默认 genaibench。</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Only the outputs of these systems (comma-separated names, as stored).</source>
        <translation>仅这些系统的输出（逗号分隔的名称，按存储的写法）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave out the outputs of these systems (comma-separated names, as stored).</source>
        <translation>排除这些系统的输出（逗号分隔的名称，按存储的写法）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round each system&apos;s correlation (and human-to-human value) to N decimals before averaging over systems, as VIEScore&apos;s tables do with N = 4. Default: no rounding.</source>
        <translation>在对系统取平均之前，将每个系统的相关系数（以及人与人值）四舍五入到 N 位小数，与 VIEScore 的表格做法相同（N = 4）。默认：不舍入。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>--systems needs at least one system name</source>
        <translation>--systems 至少需要一个系统名称</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>--pairwise-rule must be genaibench, aurora or raw, not &apos;%1&apos;</source>
        <translation>--pairwise-rule 必须是 genaibench、aurora 或 raw，而不是“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How a judge&apos;s verdicts ([[A&gt;B]] ...) are read: exact (GenAI-Bench&apos;s own reading: the text from the first [[ to the last ]] must be one of its seven verdicts; reproduces its published accuracies) or lenient (the first [[...]], spaces and case ignored). A null or unreadable verdict counts as wrong. Default exact.</source>
        <translation>评判者结论（[[A&gt;B]] ...）的读取方式：exact（GenAI-Bench 自身的读取方式：从第一个 [[ 到最后一个 ]] 的文本必须是其七种结论之一；可复现其公布的准确率）或 lenient（取第一个 [[...]]，忽略空格和大小写）。null 或无法读取的结论计为错误。默认为 exact。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubric dimensions set beside DICE&apos;s per-system summary columns, as CORRECT,UNWANTED,NOCHANGE (correct edits, unwanted edits, no visual change); an empty entry keeps the one matched by name.</source>
        <translation>与 DICE 各系统汇总列对应的评分标准维度，格式为 CORRECT,UNWANTED,NOCHANGE（正确编辑、多余编辑、无可见变化）；留空的项保留按名称匹配到的维度。</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>--verdicts must be exact or lenient, not &apos;%1&apos;</source>
        <translation>--verdicts 必须是 exact 或 lenient，而不是“%1”</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--per-system-decimals must be a whole number 0-15, not &apos;%1&apos;</source>
        <translation>--per-system-decimals 必须是 0-15 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--summary-dimensions takes at most three names, not %1</source>
        <translation>--summary-dimensions 最多接受三个名称，而不是 %1 个</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--summary-dimensions: the study has no dimension &apos;%1&apos;</source>
        <translation>--summary-dimensions：研究中没有维度“%1”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--systems/--exclude-systems: the study has no system named %1; its systems: %2</source>
        <translation>--systems/--exclude-systems：研究中没有名为 %1 的系统；其系统为：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+82"/>
        <source>Folder to create the demo study in (created if missing).</source>
        <translation>创建演示研究的文件夹（不存在时自动创建）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rebuild the demo even if DIR already holds one.</source>
        <translation>即使 DIR 中已有演示研究，也重新构建。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder of source photographs.</source>
        <translation>源照片所在文件夹。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/importcommand.cpp" line="-92"/>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>scored %1 outputs: %2 (values %3, detector boxes %4)</source>
        <translation type="vanished">已为 %1 个输出计算分数：%2（值 %3，检测框 %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Store no metric (by default the demo is scored with %1).</source>
        <translation>不存储任何指标（默认使用 %1 为演示研究计算分数）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creates the synthetic demo study (real photographs edited by EditLens so the truth is known), scores it with the pixel metrics, the built-in detector and BPM (learned metrics need --models of &apos;score&apos;), and prints the study file&apos;s path as the last line.</source>
        <translation>创建合成演示研究（由 EditLens 编辑真实照片，因此真值已知），用像素指标、内置检测器和 BPM 计算分数（学习型指标需要“score”的 --models），并在最后一行打印研究文件的路径。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Study file (.editlens); created if it does not exist.</source>
        <translation type="vanished">研究文件（.editlens）；不存在时自动创建。</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="+134"/>
        <source>File or folder to import.</source>
        <translation>要导入的文件或文件夹。</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Input format (default auto):
</source>
        <translation>输入格式（默认 auto）：
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
        <translation>编辑系统名称，用于不含系统名称的格式。</translation>
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
        <translation>标注者姓名，用于不含标注者的格式。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metric id, for judge or score files.</source>
        <translation>指标 ID，用于评判或分数文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairwise judge name.</source>
        <translation>成对评判者名称。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Image root of a new study (default: the source&apos;s folder). Every image path must lie inside it.</source>
        <translation>新研究的图像根目录（默认：来源所在文件夹）。所有图像路径都必须位于其中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Column mapping of a table (implies --format table): comma-separated ROLE=COLUMN, roles id, instruction, source, target, output, source_caption, target_caption; output (repeatable) and target may name their system as output:SYSTEM=COLUMN; ROLE= maps no column. Roles left out are found by header name.</source>
        <translation>表格的列映射（隐含 --format table）：以逗号分隔的 ROLE=COLUMN，角色有 id、instruction、source、target、output、source_caption、target_caption；output（可重复）和 target 可按 output:SYSTEM=COLUMN 指明系统；ROLE= 表示不映射任何列。未列出的角色按表头名称查找。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MAPPING</source>
        <translation>MAPPING</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Imports a dataset, ratings or scores into a study, all or nothing.</source>
        <translation>将数据集、评分或分数导入研究，要么全部成功，要么全不导入。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no such file or folder</source>
        <translation>没有此文件或文件夹</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>--columns maps the columns of a table; it cannot go with --format %1</source>
        <translation>--columns 用于映射表格的列；不能与 --format %1 同时使用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown format &apos;%1&apos;; known formats:
%2</source>
        <translation>未知格式“%1”；已知格式：
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the image root is not an existing folder</source>
        <translation>图像根目录不是已存在的文件夹</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>importing</source>
        <translation>正在导入</translation>
    </message>
    <message>
        <source>imported %1 items, %2 outputs, %3 ratings (%4) into %5</source>
        <translation type="vanished">已将 %1 个项目、%2 个输出、%3 条评分（%4）导入 %5</translation>
    </message>
    <message numerus="yes">
        <location line="-46"/>
        <source>%n judge vote(s) by %1</source>
        <translation>
            <numerusform>%1 的 %n 条评判投票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-193"/>
        <source>Study file (.editlens).</source>
        <translation>研究文件（.editlens）。</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-93"/>
        <source>Print one JSON object with integer counts.</source>
        <translation>输出一个包含整数计数的 JSON 对象。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prints what a study holds.</source>
        <translation>打印研究所包含的内容。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>study: %1</source>
        <translation>研究：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image root: %1</source>
        <translation>图像根目录：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>metric %1: %2; reference: %3</source>
        <translation>指标 %1：%2；参考：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as defined where it was imported from</source>
        <translation>按其导入来源中的定义</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Output file, or folder for a format that writes several files (dice).</source>
        <translation>输出文件；对于写出多个文件的格式（dice）则为文件夹。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output format:
</source>
        <translation>输出格式：
</translation>
    </message>
    <message>
        <source>Whose differences to write (dice): truth (default, the ground truth), an annotator&apos;s or a detector&apos;s name.</source>
        <translation type="vanished">要写出谁的差异（dice）：truth（默认，即真值）、某位标注者或某个检测器的名称。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ORIGIN</source>
        <translation>ORIGIN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exports a study.</source>
        <translation>导出研究。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format must be one of:
%1</source>
        <translation>--format 必须是以下之一：
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--origin does not apply to the format &apos;%1&apos;</source>
        <translation>--origin 不适用于格式“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exporting</source>
        <translation>正在导出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-224"/>
        <source>Only this rating dimension (repeatable).</source>
        <translation>仅限此评分维度（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+55"/>
        <source>Only this metric (repeatable).</source>
        <translation>仅限此指标（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+7"/>
        <source>How per-system correlations are combined: viescore = tanh(mean rho) (default), fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything.</source>
        <translation>各系统相关系数的合并方式：viescore = tanh(mean rho)（默认）、fisher = tanh(mean atanh rho)、mean、pooled = 对全部数据计算一个相关系数。</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+4"/>
        <source>Use this annotator&apos;s ratings instead of the mean of all.</source>
        <translation>使用此标注者的评分，而不是所有人的均值。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+9"/>
        <source>Resamples over items for 95% confidence intervals (0 = none).</source>
        <translation>为计算 95% 置信区间而对项目重采样的次数（0 = 不计算）。</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+3"/>
        <source>Print one JSON object (README: Alignment JSON).</source>
        <translation>输出一个 JSON 对象（见 README：Alignment JSON）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Which parse says an item&apos;s edit type and whether its edit is global, for --subset edit_type=... and --alpha-sweep: rules (default) or llm (a model&apos;s stored parse; score BPM with the same choice).</source>
        <translation>用于 --subset edit_type=... 和 --alpha-sweep 的项目编辑类型及其编辑是否为全局编辑由哪种解析决定：rules（默认）或 llm（模型存储的解析；为 BPM 计算分数时请使用相同的选择）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only compare the model stages&apos; parses with the rule parser&apos;s, field by field, and both with an imported parse where the study holds one.</source>
        <translation>仅逐字段比较模型阶段的解析与规则解析器的解析，并在研究包含导入的解析时将两者与之比较。</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Measures how well every metric agrees with the human ratings.</source>
        <translation>衡量每个指标与人工评分的一致程度。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="+329"/>
        <source>--protocol must be viescore, fisher, mean or pooled and --bootstrap a count</source>
        <translation>--protocol 必须是 viescore、fisher、mean 或 pooled，且 --bootstrap 必须是计数</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>loading</source>
        <translation>正在加载</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="+21"/>
        <source>ground-truth test (share of items each candidate wins):</source>
        <translation>真值测试（各候选获胜的项目比例）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modified</source>
        <translation>修改</translation>
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
        <translation>平局</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alpha sweep: %1</source>
        <translation>alpha 扫描：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>alpha sweep %1 (pairwise alignment): %2</source>
        <translation>alpha 扫描 %1（成对一致性）：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>boxes %1 vs %2: F1 %3 (%4 matched of %5 + %6 on %7 outputs); coherence agreement %8, Cohen kappa %9 (%10 pairs)</source>
        <translation>框 %1 对比 %2：F1 %3（在 %7 个输出上，%5 + %6 个中匹配 %4 个）；连贯性一致率 %8，Cohen kappa %9（%10 对）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>coherence labels: Fleiss kappa %1 (%2 raters, %3 differences), Krippendorff alpha %4 (%5 differences)</source>
        <translation>连贯性标签：Fleiss kappa %1（%2 名评分者，%3 个差异），Krippendorff alpha %4（%5 个差异）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>summary %1, %2: correct edits %3, unwanted edits %4, no visual change %5 (%6 outputs, %7 differences)</source>
        <translation>汇总 %1，%2：正确编辑 %3，多余编辑 %4，无可见变化 %5（%6 个输出，%7 个差异）</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="-207"/>
        <source>warning: the model calls cannot be read (%1); only the parses stored on the items are compared</source>
        <translation>警告：无法读取模型调用（%1）；仅比较项目上存储的解析</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/aligncommand_print.cpp" line="+112"/>
        <source>parse comparison: %n item(s)</source>
        <translation>
            <numerusform>解析比较：%n 个项目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a model parse</source>
        <translation type="vanished">
            <numerusform>%n 个有模型解析</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without</source>
        <translation type="vanished">
            <numerusform>%n 个没有</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+18"/>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>llm = rules</source>
        <translation>llm = rules</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  %1 differs on %2: llm &apos;%3&apos;, rules &apos;%4&apos;</source>
        <translation>  %1 在 %2 上不同：llm“%3”，rules“%4”</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>accuracy against the imported parse (%n item(s)):</source>
        <translation>
            <numerusform>相对于导入解析的准确率（%n 个项目）：</numerusform>
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
        <translation>使用指标 M 的版本 V（可重复）。默认：计算过的输出最多的版本；数量相同时取排序最后的版本。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored components and give each alpha&apos;s pairwise alignment.</source>
        <translation>同时根据已存储的组成部分，对 alpha = 0, 0.1, ..., 1 重新计算 BPM，并给出每个 alpha 的成对一致性。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-202"/>
        <source>The score metrics&apos; own scale, mapped linearly onto 0-10 before the genaibench or aurora rule types them (e.g. 0,1 for CLIP-I, DINO or CLIP-D). Without it a metric whose values all lie in [-1, 1] is refused by those rules.</source>
        <translation>分数指标自身的范围，在 genaibench 或 aurora 规则划分类型之前线性映射到 0-10（例如 CLIP-I、DINO 或 CLIP-D 为 0,1）。没有它时，这些规则会拒绝所有值都在 [-1, 1] 内的指标。</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>--score-scale must be MIN,MAX with MIN &lt; MAX, not &apos;%1&apos;</source>
        <translation>--score-scale 必须是 MIN,MAX 且 MIN &lt; MAX，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="-31"/>
        <source>%1 with a model parse</source>
        <translation>%1 个有模型解析</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 without</source>
        <translation>%1 个没有</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand.cpp" line="+59"/>
        <source>--metric-version must be METRIC=VERSION, not &apos;%1&apos;</source>
        <translation>--metric-version 必须是 METRIC=VERSION，而不是“%1”</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>warning: BPM was scored with version &apos;%1&apos;, and --bpm-parser is %2</source>
        <translation>警告：BPM 是以版本“%1”计算的，而 --bpm-parser 为 %2</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>the study has no ratings for dimension &apos;%1&apos;</source>
        <translation>研究中没有维度“%1”的评分</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no scores for metric &apos;%1&apos;</source>
        <translation>研究中没有指标“%1”的分数</translation>
    </message>
    <message>
        <location filename="../app/cli/aligncommand_print.cpp" line="-100"/>
        <source>detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; %6 images</source>
        <translation>检测器 %1：AP %2，AP50 %3，AP75 %4（类别无关）；类别相关 AP %5；%6 张图像</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>protocol: %1</source>
        <translation>协议：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each system&apos;s value rounded to %1 decimals before the average</source>
        <translation>每个系统的值在取平均之前四舍五入到 %1 位小数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>subset: %1 (%2 outputs; %3)</source>
        <translation>子集：%1（%2 个输出；%3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6%7</source>
        <translation>人类上限 %1：h2h %2，ICC(2,1) %3，alpha %4，%5 个项目%6%7</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: version %2</source>
        <translation>%1：版本 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9</source>
        <translation>%1 对比 %2：spearman %3，pearson %4，kendall %5，n %6%7%8%9</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n infinite value(s) left out of Pearson</source>
        <translation>
            <numerusform>Pearson 计算中排除了 %n 个无穷值</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no p-value: %1</source>
        <translation>无 p 值：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 without a human vote)</source>
        <translation>评判者 %1：四分类准确率 %2（%4 票中 %3 票；%5 票无法解析，%6 票无人工投票）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>score judge %1: unavailable, because %2</source>
        <translation>分数评判者 %1：不可用，原因是%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>predicted left %1, right %2, tie %3, both bad %4</source>
        <translation>预测：左 %1，右 %2，平局 %3，都不好 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score judge %1 (%2 rule): four-way accuracy %3 (%4 of %5 votes; %6; %7 votes on unscored outputs)</source>
        <translation>分数评判者 %1（%2 规则）：四分类准确率 %3（%5 票中 %4 票；%6；%7 票针对未计算分数的输出）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/clicommands.cpp" line="-178"/>
        <source>scored %n output(s): %1 (values %2, detector boxes %3)</source>
        <translation>
            <numerusform>已计算 %n 个输出：%1（值 %2，检测器框 %3）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="+16"/>
        <source>Study file (.editlens) or server URL; created if it does not exist.</source>
        <translation>研究文件（.editlens）或服务器 URL；不存在时自动创建。</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>imported %1, %2, %3 (%4) into %5</source>
        <extracomment>%1 the items (&quot;2 items&quot;), %2 the outputs, %3 the ratings, %4 the import format, %5 the study file</extracomment>
        <translation>已将 %1、%2、%3（%4）导入到 %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 个项目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n output(s)</source>
        <translation>
            <numerusform>%n 个输出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rating(s)</source>
        <translation>
            <numerusform>%n 条评分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>warning: %n judgement(s) replaced one with the same item, output, annotator and dimension (or pair and judge)</source>
        <translation>
            <numerusform>警告：%n 条评判替换了项目、输出、标注者和维度（或配对和评判者）相同的已有评判</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="+121"/>
        <source>model calls: not readable here (%1)</source>
        <translation>模型调用：此处无法读取（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model calls %1: %2 (ok %3, unparseable %4, failed %5); tokens %6 prompt, %7 completion</source>
        <translation>模型调用 %1：%2（成功 %3，无法解析 %4，失败 %5）；token：提示 %6，补全 %7</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whose differences to write (dice): truth (default: the ground truth and, on outputs marked complete, the completing annotators&apos; drawn, accepted and relabelled boxes), an annotator&apos;s or a detector&apos;s name.</source>
        <translation>要写出谁的差异（dice）：truth（默认：真值，以及在标记为完成的输出上，由完成标注的标注者所画、接受和重新标记的框）、某位标注者或某个检测器的名称。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>create the synthetic demo study</source>
        <translation>创建合成演示研究</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>import a dataset, ratings or scores into a study</source>
        <translation>将数据集、评分或分数导入研究</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print what a study holds</source>
        <translation>打印研究所包含的内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>export a study</source>
        <translation>导出研究</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compute metrics and detector boxes for every output</source>
        <translation>为每个输出计算指标和检测框</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measure how well every metric agrees with the humans</source>
        <translation>衡量每个指标与人工判断的一致程度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ADIEE&apos;s automatic evaluation labels (rules, multi-turn samples)</source>
        <translation>ADIEE 自动评估标签（规则、多轮样本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>set or show a user study&apos;s plan (annotators, task, what they see)</source>
        <translation>设置或显示用户研究的计划（标注者、任务、可见内容）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set, list or remove the answers of the plan&apos;s gold items (attention checks)</source>
        <translation>设置、列出或删除计划中标准答案项目的答案（注意力检查）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>write one annotator&apos;s offline hand-out of a planned study</source>
        <translation>为一名标注者写出已规划研究的离线分发包</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>merge annotators&apos; hand-outs back into the study</source>
        <translation>将标注者的分发包合并回研究</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give an annotator a login on a server study, or list annotators&apos; progress</source>
        <translation>为标注者创建服务器研究的登录，或列出标注者的进度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>serve a planned study&apos;s annotator session as a web page</source>
        <translation>将已规划研究的标注会话作为网页提供</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print personal links to the web page for annotators</source>
        <translation>输出供标注者访问网页的个人链接</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy a study file and its images into a new server study</source>
        <translation>将研究文件及其图像复制到新的服务器研究</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy a server study and its images into a new study file</source>
        <translation>将服务器研究及其图像复制到新的研究文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>synthetic edit pairs with known differences, for training difference detectors</source>
        <translation>生成差异已知的合成编辑对，用于训练差异检测器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>edit-text retrieval (R@k, mean and median rank) by a metric</source>
        <translation>按指标进行编辑-文本检索（R@k、平均排名和中位排名）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write an HTML and Markdown report of a study</source>
        <translation>为研究生成 HTML 和 Markdown 报告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask an OpenAI-compatible endpoint BPM&apos;s parse, DICE&apos;s stages or a VLM judge</source>
        <translation>向兼容 OpenAI 的端点请求 BPM 的解析、DICE 的各阶段或 VLM 评判</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list the model stages&apos; requests and raw answers</source>
        <translation>列出模型阶段的请求和原始回答</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Usage: editlens-cli COMMAND [OPTIONS] ARGS</source>
        <translation>用法：editlens-cli COMMAND [OPTIONS] ARGS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import formats:</source>
        <translation>导入格式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export formats:</source>
        <translation>导出格式：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &apos;editlens-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>运行“editlens-cli COMMAND --help”查看命令的选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit status: 0 success, 1 error, 2 usage error.</source>
        <translation>退出状态：0 成功，1 错误，2 用法错误。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the argument &apos;%1&apos; holds U+FEFF (a byte order mark), which a study cannot store as written; remove it</source>
        <translation>参数“%1”包含 U+FEFF（字节顺序标记），研究无法按原样存储；请将其删除</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/scorecommand.cpp" line="+39"/>
        <source>%n item(s) have no parse from a model (run &apos;model-stages --stages parse&apos;); BPM uses the rule parser there: %1</source>
        <translation>
            <numerusform>%n 个项目没有来自模型的解析（请运行“model-stages --stages parse”）；BPM 在这些项目上使用规则解析器：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Comma-separated metric ids (%1) or all.</source>
        <translation>以逗号分隔的指标 ID（%1）或 all。</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Model folder for learned metrics (default: $EDITLENS_MODELS).</source>
        <translation>学习型指标的模型文件夹（默认：$EDITLENS_MODELS）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker threads (default: all cores).</source>
        <translation>工作线程数（默认：全部核心）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recompute values already stored with the same version.</source>
        <translation>重新计算已以相同版本存储的值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BPM&apos;s weight of S_semantic against S_region (default 0.7); a new value recomputes BPM from the stored components, without images or models.</source>
        <translation>BPM 中 S_semantic 相对 S_region 的权重（默认 0.7）；设置新值会根据已存储的组成部分重新计算 BPM，无需图像或模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BPM&apos;s region-aware judge and S_modify crops: &apos;paper&apos; (default: f_size and f_position for every instruction, each image cropped by its own object) or &apos;released&apos; (the released code: size only for &apos;change size&apos;, position only for &apos;add X next to Y&apos;, one shared crop, uint8 wrap). The BPM version names the rules.</source>
        <translation>BPM 的区域感知评判和 S_modify 裁剪：“paper”（默认：对每条指令使用 f_size 和 f_position，每张图像按其自身物体裁剪）或“released”（发布代码的做法：仅对“change size”判断大小，仅对“add X next to Y”判断位置，共用一个裁剪区域，uint8 回绕）。BPM 版本名中注明所用规则。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which parse BPM goes by: &apos;rules&apos; (default: EditLens&apos;s rule parser, or the item&apos;s imported parse) or &apos;llm&apos; (the parse &apos;model-stages --stages parse&apos; stored; items without one are named and use the rule parser). The BPM version names &apos;llm&apos;.</source>
        <translation>BPM 依据哪种解析：“rules”（默认：EditLens 的规则解析器，或项目导入的解析）或“llm”（“model-stages --stages parse”存储的解析；没有该解析的项目会被列出并使用规则解析器）。BPM 版本会注明“llm”。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Multi-turn chains: &apos;turn&apos; (default: every turn against its own input) or &apos;final&apos; (MagicBrush&apos;s final-turn setting: each chain&apos;s last output against the first turn&apos;s input, its instructions joined, the last turn&apos;s ground truth; stored as &lt;metric&gt;_final).</source>
        <translation>多轮编辑链：“turn”（默认：每一轮都与其自身输入比较）或“final”（MagicBrush 的最终轮设置：每条链的最后输出与第一轮的输入比较，指令拼接，使用最后一轮的真值；存储为 &lt;metric&gt;_final）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="-92"/>
        <source>Model for vificlip: vificlip-b16 (default) or clip-vit-b-16 (zero-shot CLIP baseline, named so in the version).</source>
        <translation>vificlip 使用的模型：vificlip-b16（默认）或 clip-vit-b-16（零样本 CLIP 基线，版本名中会注明）。</translation>
    </message>
    <message>
        <location filename="../app/cli/scorecommand.cpp" line="+8"/>
        <source>Whose differences clip_i_bg and clip_t_region (DICE + CLIP) use: &apos;%1&apos; (default: the study&apos;s ground-truth differences), an annotator&apos;s name, or a detector&apos;s (e.g. &apos;DICE&apos;, &apos;%2&apos;). The versions name the origin, so values of different origins are kept apart.</source>
        <translation>clip_i_bg 和 clip_t_region（DICE + CLIP）所用差异的来源：“%1”（默认：研究的真值差异）、某位标注者的姓名或某个检测器的名称（例如“DICE”“%2”）。版本名中注明来源，因此不同来源的值互不混淆。</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Computes metrics for every output of a study and stores them. Resumable: values already stored with the same version are skipped. Ctrl-C stops after the current chunk and leaves the study consistent.</source>
        <translation>为研究的每个输出计算指标并存储。可断点续算：已以相同版本存储的值会被跳过。按 Ctrl-C 会在当前数据块完成后停止，并保持研究数据一致。</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>--jobs must be a count</source>
        <translation>--jobs 必须是计数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--alpha must be a number from 0 to 1</source>
        <translation>--alpha 必须是 0 到 1 之间的数字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--bpm-rules must be &apos;paper&apos; or &apos;released&apos;, not &apos;%1&apos;</source>
        <translation>--bpm-rules 必须是“paper”或“released”，而不是“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../app/cli/aligncommand.cpp" line="-54"/>
        <source>--bpm-parser must be &apos;rules&apos; or &apos;llm&apos;, not &apos;%1&apos;</source>
        <translation>--bpm-parser 必须是“rules”或“llm”，而不是“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--chain must be &apos;turn&apos; or &apos;final&apos;, not &apos;%1&apos;</source>
        <translation>--chain 必须是“turn”或“final”，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/cli/clicommands.cpp" line="-312"/>
        <location filename="../app/cli/scorecommand.cpp" line="+34"/>
        <location filename="../app/cli/autolabelcommand.cpp" line="+264"/>
        <source>scoring</source>
        <translation>正在计算分数</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/handoutcommand.cpp" line="+132"/>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-55"/>
        <source>%1 version: %2</source>
        <translation>%1 版本：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="+24"/>
        <source>Folder for index.html, report.md and charts/ (created).</source>
        <translation>存放 index.html、report.md 和 charts/ 的文件夹（自动创建）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated stored metric ids (default: every scored one).</source>
        <translation>以逗号分隔的已存储指标 ID（默认：所有已计算的指标）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Writes a self-contained HTML report and the same content as Markdown: alignment tables, the human ceiling, charts and the disagreement queue.</source>
        <translation>生成一份独立的 HTML 报告及内容相同的 Markdown：一致性表格、人类上限、图表和分歧队列。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>wrote %1 and %2 (%3 charts)</source>
        <translation>已写入 %1 和 %2（%3 张图表）</translation>
    </message>
    <message>
        <location filename="../app/cli/retrievalcommand.cpp" line="+38"/>
        <source>%1: model %2, version %3</source>
        <translation>%1：模型 %2，版本 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 outputs ranked against %3 texts (%4 encoded now%5)</source>
        <translation>%2 个输出中有 %1 个与 %3 条文本进行了排序（本次编码 %4 个%5）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edit-&gt;text</source>
        <translation>编辑-&gt;文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text-&gt;edit</source>
        <translation>文本-&gt;编辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Similarity to rank by: %1.</source>
        <translation>用于排序的相似度：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder to encode missing embeddings with (default: $EDITLENS_MODELS).</source>
        <translation>用于编码缺失嵌入的模型文件夹（默认：$EDITLENS_MODELS）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print JSON on stdout.</source>
        <translation>在标准输出上打印 JSON。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit-text retrieval by a learned similarity: for every output, the rank of its own text among all texts of the study (edit-&gt;text), and of the output among its system&apos;s outputs for that text (text-&gt;edit); R@1/5/10/50 in percent, mean and median rank. Rank 1 is the best; ties count for the query (1 + the number of strictly more similar candidates). Embeddings missing from the study are computed and stored first.</source>
        <translation>基于学习型相似度的编辑-文本检索：对每个输出，计算其自身文本在研究所有文本中的排名（edit-&gt;text），以及该输出在其系统针对该文本的所有输出中的排名（text-&gt;edit）；给出百分比形式的 R@1/5/10/50、平均排名和中位排名。排名 1 为最佳；并列时按有利于查询的方式计算（1 + 严格更相似的候选数）。研究中缺失的嵌入会先计算并存储。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--metric must be one of %1, not &apos;%2&apos;</source>
        <translation>--metric 必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>encoding</source>
        <translation>正在编码</translation>
    </message>
    <message>
        <location filename="../app/cli/autolabelcommand.cpp" line="-174"/>
        <source>writing</source>
        <translation>正在写入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped chain %1</source>
        <translation>已跳过编辑链 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chains %1, samples %2, labelled outputs %3 (annotator %4, dimension %5)</source>
        <translation>编辑链 %1，样本 %2，已标注输出 %3（标注者 %4，维度 %5）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>anchors</source>
        <translation>锚点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no anchors for %1</source>
        <translation>%1 没有锚点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anchors in %1 items: %2 ground truth (label 1), %3 input images (label 0), %4 augmented copies (label 0; %5, seed %6); %7 items without a ground truth got only input anchors</source>
        <translation>%1 个项目中的锚点：%2 个真值（标签 1），%3 张输入图像（标签 0），%4 个增强副本（标签 0；%5，随机种子 %6）；%7 个没有真值的项目只得到输入锚点</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 anchor outputs added, %2 already present; %3 copies of an earlier run kept; annotator %4, dimension %5, images under %6</source>
        <translation>已添加 %1 个锚点输出，%2 个已存在；保留了之前运行的 %3 个副本；标注者 %4，维度 %5，图像位于 %6 下</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Annotator the labels are stored under (default adiee-rules).</source>
        <translation>存储标签所用的标注者名称（默认 adiee-rules）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P in [0, 100]: the thresholds are the P-th percentile of the input images&apos; CLIP-I and DINO-I to their ground truth (required for the single-output rules).</source>
        <translation>P 取值 [0, 100]：阈值为输入图像与其真值之间 CLIP-I 和 DINO-I 的第 P 百分位数（单输出规则必需）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A high-quality system&apos;s output below this CLIP-D gets 0.5 (default 0.2, InstructPix2Pix&apos;s filter).</source>
        <translation>高质量系统的输出若 CLIP-D 低于此值则得 0.5（默认 0.2，即 InstructPix2Pix 的过滤阈值）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Systems whose outputs all get 0, comma-separated (default the paper&apos;s: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; &apos;&apos; for none).</source>
        <translation>其输出全部得 0 的系统，以逗号分隔（默认采用论文中的：DiffEdit,Pix2PixZero,SDEdit,Text2LIVE；&apos;&apos; 表示无）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems whose outputs get 1, or 0.5 below the CLIP-D threshold (default the paper&apos;s: MagicBrush,AURORA; &apos;&apos; for none).</source>
        <translation>其输出得 1（低于 CLIP-D 阈值时得 0.5）的系统（默认采用论文中的：MagicBrush,AURORA；&apos;&apos; 表示无）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder: metrics the rules need and the study lacks are scored first (default $EDITLENS_MODELS; without one, stored values only).</source>
        <translation>模型文件夹：规则所需而研究中缺少的指标会先行计算（默认 $EDITLENS_MODELS；未设置时仅使用已存储的值）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build ADIEE&apos;s multi-turn samples into a new study (--out).</source>
        <translation>将 ADIEE 多轮样本构建到一个新研究中（--out）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (--multi-turn).</source>
        <translation>新研究（--multi-turn）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs (i, j) per chain, drawn with --seed (default 0: every pair).</source>
        <translation>每条编辑链的配对 (i, j) 数，按 --seed 抽取（默认 0：所有配对）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed for --pairs.</source>
        <translation>--pairs 所用的随机种子。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add ADIEE&apos;s anchor samples: each item&apos;s ground truth labelled 1, its input image and augmented copies of it labelled 0 (annotator adiee-anchors; the copies are written under adiee-anchors/ in the study root). With --percentile the rules run afterwards.</source>
        <translation>添加 ADIEE 的锚点样本：每个项目的真值标为 1，其输入图像及其增强副本标为 0（标注者 adiee-anchors；副本写入研究根目录下的 adiee-anchors/）。使用 --percentile 时随后运行规则。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Augmented copies of each input image (default 4; 0-100). Copy k of an item is the next of: %1, from an offset drawn per item.</source>
        <translation>每张输入图像的增强副本数（默认 4；0-100）。项目的第 k 个副本依次使用下列增强中的下一个：%1，起点为按项目随机抽取的偏移。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seed of the augmentations&apos; parameters (default 20261121).</source>
        <translation>增强参数的随机种子（默认 20261121）。</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), with --anchors the ground truth (1) and the input image and its augmented copies (0), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation>ADIEE 自动评估标签：基于 CLIP-D、CLIP-I 和 DINO-I 的规则给出 0 / 0.5 / 1（以规则标注者在“adiee”维度上的评分存储）；使用 --anchors 时，真值标为 1，输入图像及其增强副本标为 0；或使用 --multi-turn，从多轮编辑链生成样本构成新研究，标签为 (k - i)/(j - i)。</translation>
    </message>
    <message>
        <source>ADIEE&apos;s automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I (stored as ratings of a rules annotator on the &apos;adiee&apos; dimension), or with --multi-turn a new study of samples from multi-turn edit chains labelled (k - i)/(j - i).</source>
        <translation type="vanished">ADIEE 自动评估标签：基于 CLIP-D、CLIP-I 和 DINO-I 的规则给出 0 / 0.5 / 1（以规则标注者在“adiee”维度上的评分存储）；或使用 --multi-turn，从多轮编辑链生成样本构成新研究，标签为 (k - i)/(j - i)。</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>--multi-turn needs --out NEW.editlens; --pairs is a count and --seed a non-negative integer</source>
        <translation>--multi-turn 需要 --out NEW.editlens；--pairs 须为计数，--seed 须为非负整数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--anchor-copies is a count from 0 to 100 and --anchor-seed a non-negative integer</source>
        <translation>--anchor-copies 须为 0 到 100 的计数，--anchor-seed 须为非负整数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--percentile P (0-100) is required: the CLIP-I and DINO-I thresholds are the P-th percentile of the input images&apos; similarities to their ground truth</source>
        <translation>必须提供 --percentile P（0-100）：CLIP-I 和 DINO-I 阈值为输入图像与其真值相似度的第 P 百分位数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--clip-d-threshold must be a number</source>
        <translation>--clip-d-threshold 必须是数字</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: unavailable, because %2</source>
        <translation>%1：不可用，原因是%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thresholds (P%1 over %2 input images): tau_clip %3, tau_dino %4</source>
        <translation>阈值（基于 %2 张输入图像的 P%1）：tau_clip %3，tau_dino %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>low-quality systems in the study: %1; high-quality: %2</source>
        <translation>研究中的低质量系统：%1；高质量系统：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule %1: %2 outputs</source>
        <translation>规则 %1：%2 个输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no label (%1): %2 outputs</source>
        <translation>无标签（%1）：%2 个输出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>anchor samples left to their own labels: %1 outputs</source>
        <translation>保留自身标签的锚点样本：%1 个输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled %1 of %2 outputs as %3 on dimension %4</source>
        <translation>已在维度 %4 上将 %2 个输出中的 %1 个标注为 %3</translation>
    </message>
    <message>
        <location filename="../app/cli/synthcommand.cpp" line="+17"/>
        <source>Folder of photographs (jpg, png, ...).</source>
        <translation>照片文件夹（jpg、png 等）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study (.editlens); its images go to a folder &lt;name&gt;-images beside it.</source>
        <translation>新研究（.editlens）；其图像存放在旁边的 &lt;name&gt;-images 文件夹中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pairs to make (default 100).</source>
        <translation>要生成的配对数（默认 100）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of every random choice; the same seed gives the same images and manifest (default 20261121).</source>
        <translation>所有随机选择的种子；相同的种子会生成相同的图像和清单（默认 20261121）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>COCO instance-segmentation file whose objects (polygon segmentation or bbox) are the regions edited and named; file_name relative to SRC_DIR. Without it, regions are random ellipses named by their colour.</source>
        <translation>COCO 实例分割文件，其中的物体（多边形分割或 bbox）即被编辑和命名的区域；file_name 相对于 SRC_DIR。若不提供，则区域为随机椭圆，并按颜色命名。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Makes synthetic edit pairs for training and testing difference detectors: each photograph edited once by inpainting removal, recolouring, pasting or moving a region, with the instruction and the exact ADD/REMOVE/EDIT boxes and masks as ground truth. Export them with &apos;export --format dice OUT --origin truth&apos; or &apos;--format coco&apos;.</source>
        <translation>生成用于训练和测试差异检测器的合成编辑对：每张照片通过修复式移除、重新着色、粘贴或移动某个区域编辑一次，并以指令以及精确的 ADD/REMOVE/EDIT 框和掩码作为真值。可用“export --format dice OUT --origin truth”或“--format coco”导出。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--count must be a whole number of at least 1 and --seed one from 0 to %1</source>
        <translation>--count 必须是不小于 1 的整数，--seed 必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 from %2 (%3 skipped): %4; %5</source>
        <extracomment>%1 the pairs (&quot;3 pairs&quot;), %2 the photographs, %3 how many were skipped, %4 the edits made, %5 the ground-truth differences (&quot;12 ground-truth differences&quot;)</extracomment>
        <translation>从 %2 生成了 %1（跳过 %3 个）：%4；%5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n photograph(s)</source>
        <translation>
            <numerusform>%n 张照片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n ground-truth difference(s)</source>
        <translation>
            <numerusform>%n 个真值差异</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <location filename="../app/cli/importcommand.cpp" line="+47"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>synth</source>
        <translation>合成</translation>
    </message>
    <message>
        <source>%1 pairs from %2 photographs (%3 skipped): %4; %5 ground-truth differences</source>
        <translation type="vanished">从 %2 张照片生成 %1 对（跳过 %3 张）：%4；%5 个真值差异</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n crowd annotation(s) of the objects file left out</source>
        <translation>
            <numerusform>物体文件中有 %n 个 crowd 标注被排除</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>images and manifest: %1</source>
        <translation>图像和清单：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+36"/>
        <source>cannot read the passphrase file</source>
        <translation>无法读取口令文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation>口令文件的第一行为空</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand_show.cpp" line="+63"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task: %1</source>
        <translation>任务：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed: %1</source>
        <translation>随机种子：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairs per item: %1</source>
        <translation>每项配对数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every pair</source>
        <translation>所有配对</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotators see system names: %1</source>
        <translation>标注者可见系统名称：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotators see detector boxes: %1</source>
        <translation>标注者可见检测框：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotators see the ground truth: %1</source>
        <translation>标注者可见真值：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>items locked after submit: %1</source>
        <translation>提交后锁定项目：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>break reminder: %1</source>
        <translation>休息提醒：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after %1 min</source>
        <translation>%1 分钟后</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+52"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>open enrolment for crowd platforms: %1</source>
        <translation>面向众包平台的开放招募：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  items per participant: %1</source>
        <translation>  每名参与者的项目数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  raters per item: %1</source>
        <translation>  每个项目的评分者数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  study link parameters: %1, %2, %3</source>
        <translation>  研究链接参数：%1、%2、%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  completion code: %1</source>
        <translation>  完成代码：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  completion URL: %1</source>
        <translation>  完成 URL：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  unsubmitted items given back after %1 min of silence</source>
        <translation>  未提交的项目在 %1 分钟无活动后收回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  session links last %1 h</source>
        <translation>  会话链接有效期为 %1 小时</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>  %n participant(s) enrolled, %1 gave their places back</source>
        <translation>
            <numerusform>  已招募 %n 名参与者，%1 名退回了名额</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>protected by a passphrase: %1</source>
        <translation>受口令保护：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sessions for annotators outside the plan: %1</source>
        <translation>计划外标注者的会话：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>annotator %1: %n item(s) planned, %2 submitted</source>
        <translation>
            <numerusform>标注者 %1：计划 %n 个项目，已提交 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+380"/>
        <source>The study (.editlens).</source>
        <translation>研究文件（.editlens）。</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation>打印计划设置以及每位标注者的计划项目和已提交项目；不做任何更改。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation>要安排的标注者，以逗号分隔（每人获得一个由种子决定的顺序）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation>ratings（默认，评分）、preferences（成对偏好，均衡安排）或 mixed（混合，每隔一项为成对比较）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation>每个偏好项目显示的配对数（默认 0 = 所有配对）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation>研究随机种子（默认：计划当前的种子）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation>显示的系统，以逗号分隔（默认：所有系统）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Item ids in the plan (default: every item).</source>
        <translation>计划中的项目 ID（默认：所有项目）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item ids of gold / attention items.</source>
        <translation>金标准 / 注意力检查项目的 ID。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation>标注者可看到系统名称（默认只看到“输出 A、B…”）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation>标注者可看到检测器的差异框（DICE-D 审核）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation>标注者可看到真值框和参考图像。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted items stay editable.</source>
        <translation>已提交的项目仍可编辑。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation>工作 N 分钟后提醒休息（默认 45，0 = 不提醒）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation>在评分标准说明上方向标注者显示的文字。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation>标注者完成后显示的后续说明。</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation>第一行为计划当前口令的文件（“-”表示标准输入）；也可设置 EDITLENS_PLAN_PASSPHRASE。</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation>以其第一行作为计划新口令的文件（以加盐的 PBKDF2 哈希存储，绝不存储明文）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let anyone with the study file change the plan.</source>
        <translation>允许任何拥有研究文件的人更改计划。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name outside the plan may open a session, after the window asks whether to continue as a new annotator (by default only planned annotators may).</source>
        <translation>计划外的姓名也可以开启会话，但窗口会先询问是否以新标注者身份继续（默认只有计划内的标注者可以）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open enrolment for crowd platforms: the study link of `serve` enrols each participant id it is given and assigns them items (then --annotators may be left out).</source>
        <translation>面向众包平台的开放招募：`serve` 的研究链接会招募收到的每个参与者 ID 并为其分配项目（此时可省略 --annotators）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Items each crowd participant is given (default 10).</source>
        <translation>分配给每名众包参与者的项目数（默认 10）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crowd participants who rate each item, at most (default 3).</source>
        <translation>为每个项目评分的众包参与者数上限（默认 3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The study link&apos;s query parameter with the participant id (default PROLIFIC_PID).</source>
        <translation>研究链接中携带参与者 ID 的查询参数（默认 PROLIFIC_PID）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The study link&apos;s query parameter with the platform&apos;s study id (default STUDY_ID).</source>
        <translation>研究链接中携带平台研究 ID 的查询参数（默认 STUDY_ID）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The study link&apos;s query parameter with the platform&apos;s session id (default SESSION_ID).</source>
        <translation>研究链接中携带平台会话 ID 的查询参数（默认 SESSION_ID）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The completion code a crowd participant is shown when done.</source>
        <translation>众包参与者完成后显示给其的完成代码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the done page sends a crowd participant (http or https; {code} stands for the completion code).</source>
        <translation>完成页面将众包参与者引导至的地址（http 或 https；{code} 代表完成代码）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A crowd participant silent this long gives back their unsubmitted items (default 60).</source>
        <translation>众包参与者无活动达到此时长后，其未提交的项目将被收回（默认 60）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How long a crowd participant&apos;s session link lasts (default 48).</source>
        <translation>众包参与者的会话链接有效时长（默认 48）。</translation>
    </message>
    <message>
        <location line="+210"/>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation>设置用户研究的计划：每位标注者由种子决定的项目顺序、任务、标注者在其会话（editlens STUDY --annotator NAME）中可见的内容，以及保护计划的口令。</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>plan needs --annotators NAMES or --crowd, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation>plan 需要 --annotators NAMES 或 --crowd、取值为 ratings、preferences 或 mixed 的 --task、取值为 0 或以上整数的 --pairs-per-item、--break-minutes 和 --seed，且不能同时使用 --new-passphrase-file 和 --remove-passphrase</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>plan&apos;s crowd options need --crowd, and whole numbers for --items-per-participant, --raters-per-item, --abandon-minutes and --token-hours</source>
        <translation>plan 的众包选项需要 --crowd，且 --items-per-participant、--raters-per-item、--abandon-minutes 和 --token-hours 须为整数</translation>
    </message>
    <message>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="vanished">plan 需要 --annotators NAMES、取值为 ratings、preferences 或 mixed 的 --task，--pairs-per-item、--break-minutes 和 --seed 须为不小于 0 的整数，且不能同时使用 --new-passphrase-file 和 --remove-passphrase</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation>计划受口令保护：请用 --passphrase-file 或 EDITLENS_PLAN_PASSPHRASE 提供口令；未做任何更改</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation>口令不正确；未做任何更改</translation>
    </message>
    <message>
        <location line="+276"/>
        <source>the study has no system &apos;%1&apos;</source>
        <translation>研究中没有系统“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/goldcommand.cpp" line="+82"/>
        <source>the study has no item &apos;%1&apos;</source>
        <translation>研究中没有项目“%1”</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>planned open enrolment for crowd platforms</source>
        <translation>已规划面向众包平台的开放招募</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>planned %n annotator(s): %1</source>
        <translation>
            <numerusform>已为 %n 名标注者制定计划：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/handoutcommand.cpp" line="-91"/>
        <source>The planned study (.editlens).</source>
        <translation>已规划的研究（.editlens）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder for the hand-out (created if missing; must not hold a study).</source>
        <translation>分发包的文件夹（不存在时创建；不得已包含研究）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The annotator the hand-out is for.</source>
        <translation>分发包所属的标注者。</translation>
    </message>
    <message>
        <source>Writes one annotator&apos;s hand-out of a planned study: OUT_DIR/&lt;study file&gt; with the images it needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and opened there with &apos;editlens OUT_DIR/&lt;study file&gt;&apos;. It keeps the annotator&apos;s plan and own work, the ground truth and detector boxes; other annotators&apos; plans and judgements, the gold answers and, when the plan hides system names, the metric scores are left out. The plan cannot be changed in the hand-out. Bring the work back with &apos;editlens-cli merge&apos;.</source>
        <translation type="vanished">为一名标注者写出已规划研究的分发包：OUT_DIR/&lt;研究文件&gt;，所需图像位于 OUT_DIR/images 下，这样文件夹可以压缩、移到另一台计算机并在那里用“editlens OUT_DIR/&lt;研究文件&gt;”打开。它保留该标注者的计划和自己的工作、真值和检测框；其他标注者的计划和判断、金标准答案，以及在计划隐藏系统名称时的指标分数都被排除。分发包中的计划不能更改。用“editlens-cli merge”取回工作。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writes one annotator&apos;s hand-out of a planned study: OUT_DIR/&lt;study file&gt; with the images it needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and opened there with &apos;editlens OUT_DIR/&lt;study file&gt;&apos;. It keeps the annotator&apos;s plan and own work; other annotators&apos; plans and judgements, the gold answers and gold flags and the plan&apos;s passphrase hash are left out, and so is what the plan hides from annotators: the ground truth and the detector boxes unless it shows them and, when it hides system names, the names (each output&apos;s system gets a random one, images are named by their content) and the metric scores. STUDY records the hand-out with the hash of a secret token only the hand-out holds. A stored path that is absolute or leaves STUDY&apos;s folder is refused. The plan cannot be changed in the hand-out. Bring the work back with &apos;editlens-cli merge&apos;.</source>
        <translation>为一名标注者写出已规划研究的分发包：OUT_DIR/&lt;研究文件&gt;，所需图像位于 OUT_DIR/images 下，这样文件夹可以压缩、移到另一台计算机并在那里用“editlens OUT_DIR/&lt;研究文件&gt;”打开。它保留该标注者的计划和自己的工作；其他标注者的计划和评判、金标准答案和金标准标记以及计划口令的哈希都被排除，计划对标注者隐藏的内容也被排除：真值和检测器框（除非计划显示它们），以及在计划隐藏系统名称时的名称（每个输出的系统会得到一个随机名称，图像按其内容命名）和指标分数。STUDY 会记录该分发包，并保存一个只有分发包持有的秘密令牌的哈希。绝对路径或超出 STUDY 文件夹的存储路径会被拒绝。分发包中的计划不能更改。用“editlens-cli merge”取回工作。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>pack needs --annotator NAME</source>
        <translation>pack 需要 --annotator NAME</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>packed %n item(s) for %1 with %2 image(s) (%3 MiB)</source>
        <translation>
            <numerusform>已为 %1 打包 %n 个条目，含 %2 张图像（%3 MiB）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The original study (.editlens).</source>
        <translation>原始研究（.editlens）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-outs made by &apos;editlens-cli pack&apos; from STUDY.</source>
        <translation>由“editlens-cli pack”从 STUDY 生成的分发包。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Merges the work of each hand-out back into STUDY, one transaction per packed file (all or nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched by item key, system, dimension and annotator, never by row ids. When STUDY holds a different value for the same judgement, the later one (updated_at) wins; where STUDY&apos;s changed after the pack was made (the annotator also worked online) it is a conflict, printed on stdout as one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY&apos;s value and time, the pack&apos;s value and time, which was kept. Merge adds and updates, never removes; merging the same hand-out again changes nothing. A hand-out merges only as the annotator it was made for, proven by its token, and every value is checked as an import checks it (ratings on their scale, known choices, boxes on their image, times not in the future, masks inside the hand-out&apos;s folder and decodable as images). A file that is not a hand-out of STUDY, is damaged, forged or fails a check is refused, naming the table and row, and STUDY is left as it was.</source>
        <translation>将每个分发包的工作合并回 STUDY，每个打包文件一个事务（全部或全不）：评分、偏好、标注者绘制的框及其标签、其他框上的标签、掩码、审核、完成标记、会话、提交和修订日志，按项目键、系统、维度和标注者匹配，绝不按行 ID。若 STUDY 对同一评判持有不同的值，则较晚者（updated_at）胜出；若 STUDY 中的值在打包后发生变化（标注者也在线工作过），则为冲突，以一行制表符分隔的文本输出到 stdout：conflict、类型、标注者、项目、系统、维度、STUDY 的值和时间、包中的值和时间、保留了哪一个。合并只添加和更新，从不删除；再次合并同一分发包不会改变任何内容。分发包只能以其制作对象的标注者身份合并（由其令牌证明），并且每个值都像导入时一样经过检查（评分在量表范围内、选项已知、框位于其图像上、时间不在将来、掩码位于分发包文件夹内且可解码为图像）。不是 STUDY 的分发包、已损坏、伪造或未通过检查的文件会被拒绝，并指明数据表和行，STUDY 保持原样。</translation>
    </message>
    <message>
        <source>Merges the work of each hand-out back into STUDY, one transaction per packed file (all or nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched by item key, system, dimension and annotator, never by row ids. When STUDY holds a different value for the same judgement, the later one (updated_at) wins; where STUDY&apos;s changed after the pack was made (the annotator also worked online) it is a conflict, printed on stdout as one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY&apos;s value and time, the pack&apos;s value and time, which was kept. Merge adds and updates, never removes; merging the same hand-out again changes nothing. A file that is not a hand-out of STUDY, or is damaged, is refused and STUDY is left as it was.</source>
        <translation type="vanished">将每个分发包的工作合并回 STUDY，每个打包文件一个事务（全部或全不）：评分、偏好、标注者绘制的框及其标签、其他框上的标签、掩码、审核、完成标记、会话、提交和修订日志，按条目键、系统、维度和标注者匹配，绝不按行 ID。若 STUDY 对同一判断持有不同的值，则较晚者（updated_at）胜出；若 STUDY 中的值在打包后发生变化（标注者也在线工作过），则为冲突，以一行制表符分隔的文本输出到 stdout：conflict、类型、标注者、条目、系统、维度、STUDY 的值和时间、包中的值和时间、保留了哪一个。合并只添加和更新，从不删除；再次合并同一分发包不会改变任何内容。不是 STUDY 的分发包或已损坏的文件会被拒绝，STUDY 保持原样。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>merged %1 (%2): %3 new, %4 changed</source>
        <translation>已合并 %1（%2）：新增 %3，更改 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  %1 %2: %3 new, %4 changed, %5 unchanged, %6 conflicts, %7 skipped</source>
        <translation>  %1 %2：新增 %3，更改 %4，未变 %5，冲突 %6，跳过 %7</translation>
    </message>
    <message>
        <location filename="../app/cli/transfercommand.cpp" line="+19"/>
        <source>The study file (.editlens) to publish.</source>
        <translation>要发布的研究文件（.editlens）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The new server study: postgresql://user@host[:port]/database?study=NAME.</source>
        <translation>新的服务器研究：postgresql://user@host[:port]/database?study=NAME。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copies a study file into a new study on a PostgreSQL server: every table with the same row ids (items, outputs, ratings, preferences, boxes and their labels, masks, scores, embeddings, the plan and the rubric), then every image and mask the study names, each content stored once. The study must not exist on the server yet; if the copy fails, the new server study is removed again. STUDY&apos;s content is not changed. Annotators then open URL with &apos;editlens URL&apos;; &apos;editlens-cli pull&apos; brings it back into a file. Prints URL (without its password) as the last line.</source>
        <translation>将研究文件复制到 PostgreSQL 服务器上的新研究：每个表保留相同的行 ID（条目、输出、评分、偏好、框及其标签、掩码、分数、嵌入、计划和评分细则），然后复制研究引用的每个图像和掩码，相同内容只存储一次。服务器上不得已有该研究；复制失败时，新的服务器研究会被重新删除。STUDY 的内容不会改变。之后标注者用“editlens URL”打开 URL；“editlens-cli pull”可将其取回到文件。最后一行输出 URL（不含密码）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>publishing</source>
        <translation>正在发布</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: &apos;%1&apos; was not found under the study&apos;s image folder and was not uploaded</source>
        <translation>警告：在研究的图像文件夹中找不到“%1”，未上传</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>published %1</source>
        <translation>已发布 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The server study to copy.</source>
        <translation>要复制的服务器研究。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The new study file (.editlens); it must not exist.</source>
        <translation>新的研究文件（.editlens）；不得已存在。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writes a snapshot of a server study into the new study file OUT: every table with the same row ids, read in one consistent transaction. The images go to the folder &lt;OUT without .editlens&gt;-images beside OUT, each checked against the server&apos;s sha256; the file itself holds no image bytes. An existing OUT is never overwritten, and that folder must be missing or empty. If anything fails, neither OUT nor the folder is left behind. Prints OUT as the last line.</source>
        <translation>将服务器研究的快照写入新的研究文件 OUT：每个表保留相同的行 ID，在一个一致的事务中读取。图像放在 OUT 旁边的文件夹 &lt;OUT 去掉 .editlens&gt;-images 中，每个都按服务器的 sha256 校验；文件本身不含图像字节。已存在的 OUT 绝不会被覆盖，且该文件夹必须不存在或为空。任何一步失败时，OUT 和该文件夹都不会留下。最后一行输出 OUT。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>pulling</source>
        <translation>正在拉取</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>images in %1</source>
        <translation>图像位于 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/accesscommand.cpp" line="+27"/>
        <source>annotator logins are for studies on a server (postgresql://…); hand a study file out with &apos;editlens-cli pack&apos; instead</source>
        <translation>标注者登录仅适用于服务器上的研究（postgresql://…）；研究文件请改用“editlens-cli pack”分发</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>annotator &apos;%1&apos; logs in as role &apos;%2&apos;; give them this URL (it holds the password, shown only now):</source>
        <translation>标注者“%1”以角色“%2”登录；请把此 URL 交给对方（其中含密码，仅此时显示）：</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>add or list.</source>
        <translation>add 或 list。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The study (a file, or a server URL for add).</source>
        <translation>研究（文件，或 add 时为服务器 URL）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The annotator (add).</source>
        <translation>标注者（add）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;annotators add URL NAME&apos; gives annotator NAME a login of their own on the study&apos;s server: a PostgreSQL role with a generated password that may write only NAME&apos;s judgements and read only what the plan shows them (the server enforces it). The last line is the URL to give them. Run it again for a new password.
&apos;annotators list STUDY&apos; prints each annotator&apos;s progress: items submitted of planned, items with a judgement, mean seconds per item and gold answers met.</source>
        <translation>“annotators add URL NAME”为 NAME 在研究服务器上创建独立登录：一个带生成密码的 PostgreSQL 角色，只能写入 NAME 的判断、只能读取计划允许看到的内容（由服务器强制执行）。最后一行是要交给对方的 URL。再次运行可生成新密码。
“annotators list STUDY”列出每位标注者的进度：已提交/计划条目、有判断的条目、每条平均秒数以及金标准答案的达成数。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>write &apos;annotators add URL NAME&apos; or &apos;annotators list STUDY&apos;</source>
        <translation>请写“annotators add URL NAME”或“annotators list STUDY”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Password for %1 on %2:</source>
        <translation>%2 上 %1 的密码：</translation>
    </message>
    <message>
        <source>plan: %1: %2 request(s) to send, %3 answered from the study, %4 image(s) to send</source>
        <translation type="vanished">计划：%1：要发送 %2 个请求，%3 个已由研究中的回答提供，要发送 %4 张图像</translation>
    </message>
    <message>
        <location filename="../app/cli/modelstagescommand.cpp" line="+43"/>
        <source>, plus one per difference the detector finds</source>
        <translation>，另加检测器发现的每个差异各一个</translation>
    </message>
    <message>
        <source>plan: %1 request(s) to send in all</source>
        <translation type="vanished">计划：共要发送 %1 个请求</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: asked %2, from the study %3, stored %4, unparseable %5, failed %6, tokens %7 + %8</source>
        <translation>%1：已请求 %2，来自研究 %3，已存储 %4，无法解析 %5，失败 %6，token %7 + %8</translation>
    </message>
    <message>
        <source>, kept %1 imported parse(s)</source>
        <translation type="vanished">，保留了 %1 个导入的解析</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the endpoint does not list the model &apos;%1&apos;</source>
        <translation>端点未列出模型“%1”</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Study file (.editlens) or server URL.</source>
        <translation>研究文件（.editlens）或服务器 URL。</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>Comma-separated stages: parse (BPM&apos;s instruction parse), ground (o1, o2 and the reference object located as boxes, BPM&apos;s regions), dice (DICE&apos;s differences, then the coherence of each), judge (VIEScore-style SC and PQ per output, a pairwise verdict per pair of outputs). Default: all.</source>
        <translation>逗号分隔的阶段：parse（BPM 的指令解析）、ground（将 o1、o2 和参考对象定位为框，即 BPM 的区域）、dice（DICE 的差异，然后是每个差异的连贯性）、judge（按输出给出 VIEScore 式的 SC 和 PQ，按每对输出给出成对结论）。默认：全部。</translation>
    </message>
    <message numerus="yes">
        <location line="-59"/>
        <source>plan: %1: %n request(s) to send, %2 answered from the study, %3 image(s) to send</source>
        <translation>
            <numerusform>计划：%1：要发送 %n 个请求，%2 个已由研究中的回答提供，要发送 %3 张图像</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>plan: %n request(s) to send in all</source>
        <translation>
            <numerusform>计划：共要发送 %n 个请求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>, kept %n imported parse(s)</source>
        <translation>
            <numerusform>，保留了 %n 个导入的解析</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The OpenAI-compatible endpoint as NAME=URL, the URL up to /v1 (http://127.0.0.1:8000/v1).</source>
        <translation>兼容 OpenAI 的端点，格式为 NAME=URL，URL 写到 /v1 为止（http://127.0.0.1:8000/v1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model asked, as the endpoint names it.</source>
        <translation>要请求的模型，使用端点对它的命名。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable holding the API key (never stored).</source>
        <translation>保存 API 密钥的环境变量（从不存储）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File whose first line is the API key (never stored).</source>
        <translation>第一行为 API 密钥的文件（从不存储）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder of prompt templates &lt;stage&gt;.txt used instead of the built-in ones.</source>
        <translation>提示模板 &lt;stage&gt;.txt 所在的文件夹，用于替代内置模板。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the model writes boxes: pixels, 0-1000 (default) or 0-1.</source>
        <translation>模型书写框的方式：pixels、0-1000（默认）或 0-1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refuse to start when the run would send more requests than this.</source>
        <translation>运行将发送的请求数超过此值时拒绝启动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests sent at once (default %1).</source>
        <translation>同时发送的请求数（默认 %1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seconds to wait for one answer (default %1).</source>
        <translation>等待单个回答的秒数（默认 %1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the outputs of these systems.</source>
        <translation>仅这些系统的输出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only these items (keys).</source>
        <translation>仅这些项目（键）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>judge: no pairwise verdicts.</source>
        <translation>judge：不请求成对结论。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the plan and send nothing.</source>
        <translation>打印计划，不发送任何请求。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the endpoint&apos;s models (GET /v1/models) and send nothing else.</source>
        <translation>列出端点的模型（GET /v1/models），不发送其他任何请求。</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Asks an OpenAI-compatible endpoint (vLLM, SGLang, Ollama, llama.cpp&apos;s server, a hosted API) the model stages of BPM, DICE and VIEScore-style judges and stores the answers in the study; every request and answer is kept, and a re-run answers from them.</source>
        <translation>向兼容 OpenAI 的端点（vLLM、SGLang、Ollama、llama.cpp 的服务器、托管 API）请求 BPM、DICE 和 VIEScore 式评判者的模型阶段，并将回答存储在研究中；每个请求和回答都会保留，重新运行时将直接使用它们作答。</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>--endpoint NAME=URL is required</source>
        <translation>必须提供 --endpoint NAME=URL</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--endpoint: %1</source>
        <translation>--endpoint：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--max-in-flight must be a whole number from 1 to 1024</source>
        <translation>--max-in-flight 必须是 1 到 1024 之间的整数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--timeout must be a whole number of seconds from 1 to 86400</source>
        <translation>--timeout 必须是 1 到 86400 之间的整数秒数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a STUDY is required</source>
        <translation>必须提供 STUDY</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--model is required</source>
        <translation>必须提供 --model</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--box-convention must be pixels, 0-1000 or 0-1</source>
        <translation>--box-convention 必须是 pixels、0-1000 或 0-1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--max-requests must be a whole number of at least 0</source>
        <translation>--max-requests 必须是不小于 0 的整数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model stages</source>
        <translation>模型阶段</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Only this stage: parse, dice-detect, dice-coherence, judge-point, judge-pair.</source>
        <translation>仅此阶段：parse、dice-detect、dice-coherence、judge-point、judge-pair。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only this item (key).</source>
        <translation>仅此项目（键）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print JSON.</source>
        <translation>打印 JSON。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lists what the model stages asked and what came back: status, tokens and the raw answer of every request, oldest first.</source>
        <translation>列出模型阶段请求了什么以及返回了什么：每个请求的状态、token 数和原始回答，按时间从早到晚排列。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %2 [%3] %4 by %5, %6 ms, tokens %7 + %8, key %9</source>
        <translation>%1 %2 [%3] %4，由 %5，%6 毫秒，token %7 + %8，键 %9</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/exclusionargs.cpp" line="+11"/>
        <source>Leave these annotators&apos; ratings and preferences out of the human side (besides those the study excludes).</source>
        <translation>除研究已排除的标注者外，另将这些标注者的评分和偏好排除在人工一侧之外。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave out every annotator who failed at least N attention checks (gold answers missed).</source>
        <translation>排除所有至少有 N 次注意力检查未通过（未命中标准答案）的标注者。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--exclude-failed-checks must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--exclude-failed-checks 必须是不小于 1 的整数，而不是“%1”</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--exclude-annotators: no annotator &apos;%1&apos; rated anything in this study</source>
        <translation>--exclude-annotators：此研究中没有标注者“%1”的任何评分</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>excluded from alignment: %1</source>
        <translation>排除在一致性分析之外：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/servecommand.cpp" line="+131"/>
        <source>the study has no plan, so there is nothing to show annotators: make one first with &apos;editlens-cli plan STUDY --annotators NAMES&apos; (or with --crowd for open enrolment)</source>
        <translation>研究没有计划，因此没有可展示给标注者的内容：请先用“editlens-cli plan STUDY --annotators NAMES”创建计划（或用 --crowd 进行开放招募）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 ratings, %2 preferences in the study (Ctrl+C stops)</source>
        <translation>研究中有 %1 个评分、%2 个偏好（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <location line="+143"/>
        <location line="+56"/>
        <source>Study file (.editlens) or server URL (postgresql://…), with a plan.</source>
        <translation>带有计划的研究文件（.editlens）或服务器 URL（postgresql://…）。</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Address and port to serve on: 127.0.0.1:8080 (default), [::1]:8080, 0.0.0.0:8080; port 0 picks a free one. Plain HTTP: put a reverse proxy with TLS in front (README).</source>
        <translation>提供服务的地址和端口：127.0.0.1:8080（默认）、[::1]:8080、0.0.0.0:8080；端口 0 表示自动选择空闲端口。纯 HTTP：请在前面放置带 TLS 的反向代理（见 README）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The address participants open, as the browser sees it behind the reverse proxy (https://study.example.org): requests from other origins are refused, and the printed links use it.</source>
        <translation>参与者打开的地址，即浏览器在反向代理后看到的地址（https://study.example.org）：来自其他来源的请求将被拒绝，输出的链接也使用此地址。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answers a participant may send per second, sustained (default 10; bursts of four times that).</source>
        <translation>每名参与者每秒可持续发送的答案数（默认 10；突发时可达其四倍）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads that answer requests, each with its own connection to the study, so that participants&apos; answers are saved at the same time (default 4; one participant&apos;s requests always go to the same thread).</source>
        <translation>处理请求的线程数，每个线程都有自己的研究连接，以便同时保存参与者的答案（默认 4；同一参与者的请求总是交给同一线程）。</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Serves a planned study&apos;s annotator session as a web page, for personal links (serve-links) and open enrolment from crowd platforms, until Ctrl+C or SIGTERM.</source>
        <translation>将已规划研究的标注会话作为网页提供，用于个人链接（serve-links）和来自众包平台的开放招募，直到按下 Ctrl+C 或收到 SIGTERM。</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>--listen: &apos;%1&apos; is not ADDR:PORT (an IPv4 address, [IPv6] or localhost, and a port 0-65535)</source>
        <translation>--listen：“%1”不是 ADDR:PORT（IPv4 地址、[IPv6] 或 localhost，加上 0-65535 之间的端口）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--public-url: &apos;%1&apos; is not the root of an http:// or https:// host, such as https://study.example.org (the page works at the root of its host)</source>
        <translation>--public-url：“%1”不是 http:// 或 https:// 主机的根地址，例如 https://study.example.org（页面在其主机的根路径下工作）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--answers-per-second must be a whole number 1-1000, not &apos;%1&apos;</source>
        <translation>--answers-per-second 必须是 1-1000 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--workers must be a whole number 1-64, not &apos;%1&apos;</source>
        <translation>--workers 必须是 1-64 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>cannot watch for Ctrl+C and SIGTERM</source>
        <translation>无法监视 Ctrl+C 和 SIGTERM</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>open enrolment: on, link: %1</source>
        <translation>开放招募：开，链接：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open enrolment: off</source>
        <translation>开放招募：关</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving %1 at %2/ (%3; %4)</source>
        <extracomment>%1 the study, %2 the server&apos;s address, %3 &quot;N annotators planned&quot;, %4 the enrolment</extracomment>
        <translation>正在 %2/ 上提供 %1（%3；%4）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n annotator(s) planned</source>
        <translation>
            <numerusform>已计划 %n 名标注者</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>stopped serving %1</source>
        <translation>已停止提供 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Annotators to make links for, separated by commas.</source>
        <translation>要为其生成链接的标注者，以逗号分隔。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where participants reach &apos;serve&apos;: the root of its host, such as https://study.example.org.</source>
        <translation>参与者访问“serve”的地址：其主机的根地址，例如 https://study.example.org。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days each link stays valid (default 30).</source>
        <translation>每个链接的有效天数（默认 30）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints one personal link per annotator (NAME, a tab, the URL): the link opens the annotator&apos;s session on the page &apos;serve&apos; serves, signed with the study&apos;s own secret.</source>
        <translation>为每名标注者输出一个个人链接（NAME、制表符、URL）：该链接在“serve”提供的页面上打开该标注者的会话，并用研究自身的密钥签名。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>serve-links needs --annotators NAMES, a --base-url that is the root of an http:// or https:// host (https://study.example.org: the page works at the root of its host), and --days a whole number 1-3650</source>
        <translation>serve-links 需要 --annotators NAMES、作为 http:// 或 https:// 主机根地址的 --base-url（https://study.example.org：页面在其主机的根路径下工作），以及取值为 1-3650 之间整数的 --days</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>not in the plan: %1 (the plan&apos;s annotators: %2; &apos;plan --allow-new-annotators&apos; lets others in)</source>
        <translation>不在计划中：%1（计划中的标注者：%2；“plan --allow-new-annotators”可允许其他人加入）</translation>
    </message>
    <message>
        <location filename="../app/cli/goldcommand.cpp" line="+2"/>
        <source>item &apos;%1&apos; is not a gold item of the plan (mark it with `plan --gold`)</source>
        <translation>项目“%1”不是计划中的标准答案项目（请用 `plan --gold` 标记）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>item &apos;%1&apos; has no output of system &apos;%2&apos;</source>
        <translation>项目“%1”没有系统“%2”的输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the study has no rating dimension &apos;%1&apos;</source>
        <translation>研究中没有评分维度“%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is off the scale of &apos;%2&apos; (%3 to %4)</source>
        <translation>%1 超出了“%2”的量表范围（%3 到 %4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tolerance is a number of 0 or more</source>
        <translation>容差必须是大于或等于 0 的数</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;%1&apos; rated no output of the plan&apos;s gold items</source>
        <translation>“%1”未对计划中标准答案项目的任何输出评分</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read the gold answers: %1</source>
        <translation>无法读取标准答案：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>expected item,system,dimension,expected[,tolerance], found %n field(s)</source>
        <translation>
            <numerusform>应为 item,system,dimension,expected[,tolerance]，实际有 %n 个字段</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the expected value and the tolerance are numbers</source>
        <translation>期望值和容差必须是数字</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no gold answers in the file</source>
        <translation>文件中没有标准答案</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n gold answer(s)</source>
        <translation>
            <numerusform>%n 个标准答案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n gold item(s) without an answer: %1</source>
        <translation>
            <numerusform>%n 个标准答案项目没有答案：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The gold answers are this annotator&apos;s ratings (an expert&apos;s, the study runner&apos;s) on the plan&apos;s gold items: every output and dimension they rated there.</source>
        <translation>标准答案取自该标注者（专家或研究负责人）在计划中标准答案项目上的评分：即其在这些项目上评过分的每个输出和维度。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How far from --from-annotator&apos;s rating an annotator&apos;s may be and still meet it (default 0).</source>
        <translation>标注者的评分与 --from-annotator 的评分相差多少以内仍算命中（默认 0）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The gold answers are this file&apos;s rows item,system,dimension,expected[,tolerance] (item keys and system names as in the study; a header row may come first).</source>
        <translation>标准答案取自该文件的各行 item,system,dimension,expected[,tolerance]（项目键和系统名称与研究中一致；第一行可以是表头）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the gold answers; change nothing.</source>
        <translation>打印标准答案；不做任何更改。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove every gold answer.</source>
        <translation>删除所有标准答案。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets the known answers of the plan&apos;s gold items (plan --gold), which each annotator&apos;s attention checks compare their ratings with. A set replaces the study&apos;s gold answers, all or nothing.</source>
        <translation>设置计划中标准答案项目（plan --gold）的已知答案，每位标注者的注意力检查会将其评分与这些答案比较。设置会替换研究的全部标准答案，要么全部成功，要么不做任何更改。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>gold needs one of --from-annotator NAME, --csv FILE, --list or --clear, and --tolerance (a number of 0 or more) only with --from-annotator</source>
        <translation>gold 需要 --from-annotator NAME、--csv FILE、--list 或 --clear 之一，且 --tolerance（大于或等于 0 的数）只能与 --from-annotator 一起使用</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>removed %n gold answer(s)</source>
        <translation>
            <numerusform>已删除 %n 个标准答案</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the plan has no gold items: mark them with `plan --gold`</source>
        <translation>计划中没有标准答案项目：请用 `plan --gold` 标记</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>set %n gold answer(s) %1</source>
        <extracomment>%1 is &quot;on N outputs&quot;</extracomment>
        <translation>
            <numerusform>已设置 %n 个标准答案%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>on %n output(s)</source>
        <translation>
            <numerusform>，涉及 %n 个输出</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::cli</name>
    <message>
        <source>cannot read the passphrase file</source>
        <translation type="vanished">无法读取口令文件</translation>
    </message>
    <message>
        <source>the passphrase file&apos;s first line is empty</source>
        <translation type="vanished">口令文件的第一行为空</translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="vanished">是</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="vanished">否</translation>
    </message>
    <message>
        <source>task: %1</source>
        <translation type="vanished">任务：%1</translation>
    </message>
    <message>
        <source>seed: %1</source>
        <translation type="vanished">随机种子：%1</translation>
    </message>
    <message>
        <source>pairs per item: %1</source>
        <translation type="vanished">每项配对数：%1</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation type="vanished">所有配对</translation>
    </message>
    <message>
        <source>annotators see system names: %1</source>
        <translation type="vanished">标注者可见系统名称：%1</translation>
    </message>
    <message>
        <source>annotators see detector boxes: %1</source>
        <translation type="vanished">标注者可见检测框：%1</translation>
    </message>
    <message>
        <source>annotators see the ground truth: %1</source>
        <translation type="vanished">标注者可见真值：%1</translation>
    </message>
    <message>
        <source>items locked after submit: %1</source>
        <translation type="vanished">提交后锁定项目：%1</translation>
    </message>
    <message>
        <source>break reminder: %1</source>
        <translation type="vanished">休息提醒：%1</translation>
    </message>
    <message>
        <source>after %1 min</source>
        <translation type="vanished">%1 分钟后</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">无</translation>
    </message>
    <message>
        <source>protected by a passphrase: %1</source>
        <translation type="vanished">受口令保护：%1</translation>
    </message>
    <message>
        <source>sessions for annotators outside the plan: %1</source>
        <translation type="vanished">计划外标注者的会话：%1</translation>
    </message>
    <message>
        <source>annotator %1: %2 items planned, %3 submitted</source>
        <translation type="vanished">标注者 %1：计划 %2 项，已提交 %3 项</translation>
    </message>
    <message>
        <source>The study (.editlens).</source>
        <translation type="vanished">研究文件（.editlens）。</translation>
    </message>
    <message>
        <source>Print the plan&apos;s settings and each annotator&apos;s planned and submitted items; change nothing.</source>
        <translation type="vanished">打印计划设置以及每位标注者的计划项目和已提交项目；不做任何更改。</translation>
    </message>
    <message>
        <source>Annotators to plan for, separated by commas (each gets a seeded order).</source>
        <translation type="vanished">要安排的标注者，以逗号分隔（每人获得一个由种子决定的顺序）。</translation>
    </message>
    <message>
        <source>ratings (default), preferences (pairwise, balanced schedule) or mixed (every second item a pair).</source>
        <translation type="vanished">ratings（默认，评分）、preferences（成对偏好，均衡安排）或 mixed（混合，每隔一项为成对比较）。</translation>
    </message>
    <message>
        <source>Pairs shown per preference item (default 0 = every pair).</source>
        <translation type="vanished">每个偏好项目显示的配对数（默认 0 = 所有配对）。</translation>
    </message>
    <message>
        <source>Study seed (default: the plan&apos;s current seed).</source>
        <translation type="vanished">研究随机种子（默认：计划当前的种子）。</translation>
    </message>
    <message>
        <source>Systems shown, separated by commas (default: every system).</source>
        <translation type="vanished">显示的系统，以逗号分隔（默认：所有系统）。</translation>
    </message>
    <message>
        <source>Item ids in the plan (default: every item).</source>
        <translation type="vanished">计划中的项目 ID（默认：所有项目）。</translation>
    </message>
    <message>
        <source>Item ids of gold / attention items.</source>
        <translation type="vanished">金标准 / 注意力检查项目的 ID。</translation>
    </message>
    <message>
        <source>Annotators see the systems&apos; names (by default they see Output A, B, …).</source>
        <translation type="vanished">标注者可看到系统名称（默认只看到“输出 A、B…”）。</translation>
    </message>
    <message>
        <source>Annotators see the detectors&apos; difference boxes (a DICE-D review).</source>
        <translation type="vanished">标注者可看到检测器的差异框（DICE-D 审核）。</translation>
    </message>
    <message>
        <source>Annotators see ground-truth boxes and reference images.</source>
        <translation type="vanished">标注者可看到真值框和参考图像。</translation>
    </message>
    <message>
        <source>Submitted items stay editable.</source>
        <translation type="vanished">已提交的项目仍可编辑。</translation>
    </message>
    <message>
        <source>Break reminder after N minutes of work (default 45, 0 = none).</source>
        <translation type="vanished">工作 N 分钟后提醒休息（默认 45，0 = 不提醒）。</translation>
    </message>
    <message>
        <source>Text shown to annotators above the rubric&apos;s instructions.</source>
        <translation type="vanished">在评分标准说明上方向标注者显示的文字。</translation>
    </message>
    <message>
        <source>What happens next, shown when an annotator has finished.</source>
        <translation type="vanished">标注者完成后显示的后续说明。</translation>
    </message>
    <message>
        <source>File whose first line is the plan&apos;s current passphrase (&apos;-&apos;: standard input); or set EDITLENS_PLAN_PASSPHRASE.</source>
        <translation type="vanished">第一行为计划当前口令的文件（“-”表示标准输入）；也可设置 EDITLENS_PLAN_PASSPHRASE。</translation>
    </message>
    <message>
        <source>File whose first line becomes the plan&apos;s passphrase (stored as a salted PBKDF2 hash, never as text).</source>
        <translation type="vanished">以其第一行作为计划新口令的文件（以加盐的 PBKDF2 哈希存储，绝不存储明文）。</translation>
    </message>
    <message>
        <source>Let anyone with the study file change the plan.</source>
        <translation type="vanished">允许任何拥有研究文件的人更改计划。</translation>
    </message>
    <message>
        <source>A name outside the plan may open a session, after the window asks whether to continue as a new annotator (by default only planned annotators may).</source>
        <translation type="vanished">计划外的姓名也可以开启会话，但窗口会先询问是否以新标注者身份继续（默认只有计划内的标注者可以）。</translation>
    </message>
    <message>
        <source>Sets a user study&apos;s plan: each annotator&apos;s seeded order of items, the task, what annotators may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that protects the plan.</source>
        <translation type="vanished">设置用户研究的计划：每位标注者由种子决定的项目顺序、任务、标注者在其会话（editlens STUDY --annotator NAME）中可见的内容，以及保护计划的口令。</translation>
    </message>
    <message>
        <source>plan needs --annotators NAMES, a --task of ratings, preferences or mixed, whole numbers of 0 or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and --remove-passphrase</source>
        <translation type="vanished">plan 需要 --annotators NAMES、取值为 ratings、preferences 或 mixed 的 --task，--pairs-per-item、--break-minutes 和 --seed 须为不小于 0 的整数，且不能同时使用 --new-passphrase-file 和 --remove-passphrase</translation>
    </message>
    <message>
        <source>the plan is protected by a passphrase: give it with --passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed</source>
        <translation type="vanished">计划受口令保护：请用 --passphrase-file 或 EDITLENS_PLAN_PASSPHRASE 提供口令；未做任何更改</translation>
    </message>
    <message>
        <source>that is not the plan&apos;s passphrase; nothing changed</source>
        <translation type="vanished">口令不正确；未做任何更改</translation>
    </message>
    <message>
        <source>the study has no system &apos;%1&apos;</source>
        <translation type="vanished">研究中没有系统“%1”</translation>
    </message>
    <message>
        <source>the study has no item &apos;%1&apos;</source>
        <translation type="vanished">研究中没有项目“%1”</translation>
    </message>
</context>
<context>
    <name>editlens::core</name>
    <message>
        <source>this is a file; the dice export writes a folder (name a new or existing folder)</source>
        <translation type="vanished">这是一个文件；dice 导出写入的是文件夹（请指定新的或已有的文件夹）</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation type="vanished">无法创建文件夹</translation>
    </message>
    <message>
        <source>no visible edit could be made of this photograph</source>
        <translation type="vanished">无法对这张照片做出可见的编辑</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation type="vanished">没有此文件夹</translation>
    </message>
    <message>
        <source>the objects file names no image</source>
        <translation type="vanished">物体文件未指明任何图像</translation>
    </message>
    <message>
        <source>the folder holds no image file</source>
        <translation type="vanished">文件夹中没有图像文件</translation>
    </message>
    <message>
        <source>not a readable image of at least 32 pixels on a side; skipped</source>
        <translation type="vanished">不是每边至少 32 像素的可读取图像；已跳过</translation>
    </message>
    <message>
        <source>no object covers 0.2 % to 35 % of the image; skipped</source>
        <translation type="vanished">没有物体覆盖图像的 0.2% 到 35%；已跳过</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="vanished">已取消</translation>
    </message>
    <message>
        <source>cannot move the images to their folder (does it exist now?)</source>
        <translation type="vanished">无法将图像移动到其文件夹（该文件夹现在是否已存在？）</translation>
    </message>
    <message>
        <source>cannot write the manifest</source>
        <translation type="vanished">无法写入清单</translation>
    </message>
    <message>
        <source>the number of pairs must be at least 1</source>
        <translation type="vanished">配对数至少为 1</translation>
    </message>
    <message>
        <source>the study already exists; choose another name</source>
        <translation type="vanished">研究已存在；请另选名称</translation>
    </message>
    <message>
        <source>the image folder of the study already exists; remove it or choose another name</source>
        <translation type="vanished">研究的图像文件夹已存在；请将其删除或另选名称</translation>
    </message>
    <message>
        <source>no usable photograph (see the warnings above)</source>
        <translation type="vanished">没有可用的照片（参见上方的警告）</translation>
    </message>
    <message>
        <source>cannot create folder: %1</source>
        <translation type="vanished">无法创建文件夹：%1</translation>
    </message>
    <message>
        <source>cannot create folder</source>
        <translation type="vanished">无法创建文件夹</translation>
    </message>
    <message>
        <source>item id</source>
        <translation type="vanished">项目 ID</translation>
    </message>
    <message>
        <source>instruction</source>
        <translation type="vanished">指令</translation>
    </message>
    <message>
        <source>source image</source>
        <translation type="vanished">源图像</translation>
    </message>
    <message>
        <source>ground-truth image</source>
        <translation type="vanished">真值图像</translation>
    </message>
    <message>
        <source>edited image</source>
        <translation type="vanished">编辑后图像</translation>
    </message>
    <message>
        <source>source caption</source>
        <translation type="vanished">源图像描述</translation>
    </message>
    <message>
        <source>target caption</source>
        <translation type="vanished">目标图像描述</translation>
    </message>
    <message>
        <source>the file is empty; expected a header line naming the columns</source>
        <translation type="vanished">文件为空；应有一行列名表头</translation>
    </message>
    <message>
        <source>%1; the header has: %2</source>
        <translation type="vanished">%1；表头包含：%2</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation type="vanished">表头中列“%1”出现了两次</translation>
    </message>
    <message>
        <source>the %1 column &apos;%2&apos; is not in the header; it has: %3</source>
        <translation type="vanished">%1列“%2”不在表头中；表头包含：%3</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is mapped twice (as %2 and as %3)</source>
        <translation type="vanished">列“%1”被映射了两次（作为%2和%3）</translation>
    </message>
    <message>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both credited to system &apos;%3&apos;; name one differently</source>
        <translation type="vanished">列“%1”和“%2”都被归于系统“%3”；请给其中一个换个名称</translation>
    </message>
    <message>
        <source>cannot finish the new study: its log could not be written into the study file (%1)</source>
        <translation type="vanished">无法完成新研究：其日志无法写入研究文件（%1）</translation>
    </message>
    <message>
        <source>cannot move the new study to its name: %1</source>
        <translation type="vanished">无法将新研究重命名为目标名称：%1</translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceClipStage</name>
    <message>
        <source>unavailable: no model folder given (--models DIR or EDITLENS_MODELS)</source>
        <translation type="vanished">不可用：未指定模型文件夹（--models DIR 或 EDITLENS_MODELS）</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation type="vanished">不可用：%1</translation>
    </message>
    <message>
        <source>a CLIP image embedding is zero (%1)</source>
        <translation type="vanished">某个 CLIP 图像嵌入为零（%1）</translation>
    </message>
    <message>
        <source>no coherent box lies inside its image (%1)</source>
        <translation type="vanished">没有连贯的框位于其图像内（%1）</translation>
    </message>
    <message>
        <source>the item has neither an instruction nor a target caption (%1)</source>
        <translation type="vanished">项目既没有指令，也没有目标图像描述（%1）</translation>
    </message>
    <message>
        <source>a CLIP embedding is zero or the image and text sides differ (%1)</source>
        <translation type="vanished">某个 CLIP 嵌入为零，或图像与文本两侧不一致（%1）</translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because no differences of origin &apos;%3&apos; were recorded for them (never annotated or detected by it)</source>
        <translation type="vanished">在 %2 个输出中有 %1 个不可用，因为没有为其记录来源“%3”的差异（该来源从未标注或检测过它们）</translation>
    </message>
    <message>
        <source>unavailable on %1 of %2 output(s), because the study has no differences of origin &apos;%3&apos; (it has: %4)</source>
        <translation type="vanished">在 %2 个输出中有 %1 个不可用，因为研究中没有来源“%3”的差异（现有：%4）</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">无</translation>
    </message>
    <message>
        <source>not computed on %1 output(s), for example: %2</source>
        <translation type="vanished">有 %1 个输出未计算，例如：%2</translation>
    </message>
</context>
<context>
    <name>editlens::core::DiceExport</name>
    <message>
        <source>no output folder named</source>
        <translation type="vanished">未指定输出文件夹</translation>
    </message>
    <message>
        <source>export cancelled</source>
        <translation type="vanished">导出已取消</translation>
    </message>
    <message>
        <source>the study has no differences to export</source>
        <translation type="vanished">研究中没有可导出的差异</translation>
    </message>
    <message>
        <source>no differences of origin &apos;%1&apos;; the study has differences of: %2</source>
        <translation type="vanished">没有来源“%1”的差异；研究中现有的差异来源：%2</translation>
    </message>
</context>
<context>
    <name>editlens::core::EntryWriter</name>
    <message>
        <source>a difference needs both the original and the edited image, which the study does not have</source>
        <translation type="vanished">差异需要原图和编辑后图像，而研究中没有这些图像</translation>
    </message>
    <message>
        <source>the %1 image of a %2 box has no known size</source>
        <translation type="vanished">%2 框的%1图像尺寸未知</translation>
    </message>
    <message>
        <source>original</source>
        <translation type="vanished">原始</translation>
    </message>
    <message>
        <source>edited</source>
        <translation type="vanished">编辑后</translation>
    </message>
    <message>
        <source>a box is still normalized</source>
        <translation type="vanished">有一个框仍是归一化坐标</translation>
    </message>
    <message>
        <source>the %1 box &apos;%2&apos; is empty inside its image</source>
        <translation type="vanished">%1 框“%2”在其图像内为空</translation>
    </message>
    <message>
        <source>the rationale of &apos;%1&apos; holds a Decision:/Answer: line of its own, which a DICE reader would take for the decision</source>
        <translation type="vanished">“%1”的理由中单独包含一行 Decision:/Answer:，DICE 读取程序会将其误认为结论</translation>
    </message>
    <message>
        <source>item &apos;%1&apos;, system &apos;%2&apos;: %3</source>
        <translation type="vanished">项目“%1”，系统“%2”：%3</translation>
    </message>
</context>
<context>
    <name>editlens::core::OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation type="vanished">无法写入：%1</translation>
    </message>
    <message>
        <source>no output file named</source>
        <translation type="vanished">未指定输出文件</translation>
    </message>
    <message>
        <source>it is a folder; name a file</source>
        <translation type="vanished">这是一个文件夹；请指定文件</translation>
    </message>
    <message>
        <source>it is neither a regular file, a character device nor a pipe; refusing to write to it</source>
        <translation type="vanished">它既不是普通文件，也不是字符设备或管道；拒绝写入</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation type="vanished">文件未打开</translation>
    </message>
    <message>
        <source>short write</source>
        <translation type="vanished">写入不完整</translation>
    </message>
</context>
<context>
    <name>editlens::core::RowReader</name>
    <message>
        <source>this row has %1 fields but the header has %2</source>
        <translation type="vanished">此行有 %1 个字段，但表头有 %2 个</translation>
    </message>
    <message>
        <source>the %1 column &apos;%2&apos; is empty</source>
        <translation type="vanished">%1列“%2”为空</translation>
    </message>
    <message>
        <source>item id &apos;%1&apos; is already used on line %2</source>
        <translation type="vanished">项目 ID“%1”已在第 %2 行使用</translation>
    </message>
    <message>
        <source>this row has no image in its edited or ground-truth columns (%1)</source>
        <translation type="vanished">此行的编辑后图像列或真值列中没有图像（%1）</translation>
    </message>
</context>
<context>
    <name>editlens::core::StudyStore</name>
    <message>
        <source>cannot configure the database (%1): %2</source>
        <translation type="obsolete">无法配置数据库（%1）：%2</translation>
    </message>
    <message>
        <source>cannot write study settings: %1</source>
        <translation type="obsolete">无法写入研究设置：%1</translation>
    </message>
</context>
<context>
    <name>editlens::core::TableImport</name>
    <message>
        <source>Table of image pairs, CSV or TSV</source>
        <translation type="vanished">图像对表格，CSV 或 TSV</translation>
    </message>
    <message>
        <source>CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system each) and optionally item id, ground truth (target) and captions; columns found by header name or mapped</source>
        <translation type="vanished">CSV 或 TSV 表格，每行一个编辑：指令列、源图像列、编辑后图像列（每列一个系统），以及可选的项目 ID、真值（目标）和图像描述列；列按表头名称识别或手动映射</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="vanished">无法打开：%1</translation>
    </message>
    <message>
        <source>no column is mapped to the %1 (&apos;%2&apos;)</source>
        <translation type="vanished">没有列映射到%1（“%2”）</translation>
    </message>
    <message>
        <source>no column is mapped to an edited image (&apos;output&apos;) or to the ground truth (&apos;target&apos;)</source>
        <translation type="vanished">没有列映射到编辑后图像（“output”）或真值（“target”）</translation>
    </message>
    <message>
        <source>import cancelled; the study was not changed</source>
        <translation type="vanished">导入已取消；研究未被更改</translation>
    </message>
    <message>
        <source>the table has a header but no rows</source>
        <translation type="vanished">表格只有表头，没有数据行</translation>
    </message>
</context>
<context>
    <name>editlens::core::synth</name>
    <message>
        <source>&apos;%1&apos; must be an array</source>
        <translation type="vanished">“%1”必须是数组</translation>
    </message>
    <message>
        <source>cannot open the objects file: %1</source>
        <translation type="vanished">无法打开物体文件：%1</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="vanished">无效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected a COCO object with &apos;images&apos;, &apos;annotations&apos; and &apos;categories&apos;</source>
        <translation type="vanished">应为包含“images”“annotations”和“categories”的 COCO 对象</translation>
    </message>
    <message>
        <source>category %1 needs a whole-number &apos;id&apos; and a &apos;name&apos;</source>
        <translation type="vanished">类别 %1 需要整数“id”和“name”</translation>
    </message>
    <message>
        <source>image %1 needs a whole-number &apos;id&apos; and a &apos;file_name&apos;</source>
        <translation type="vanished">图像 %1 需要整数“id”和“file_name”</translation>
    </message>
    <message>
        <source>image %1: &apos;%2&apos; must be a positive whole number</source>
        <translation type="vanished">图像 %1：“%2”必须是正整数</translation>
    </message>
    <message>
        <source>image id %1 is given twice</source>
        <translation type="vanished">图像 ID %1 出现了两次</translation>
    </message>
    <message>
        <source>annotation %1: %2</source>
        <translation type="vanished">标注 %1：%2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="vanished">必须是对象</translation>
    </message>
    <message>
        <source>&apos;image_id&apos; must name an image of the file</source>
        <translation type="vanished">“image_id”必须指向文件中的某张图像</translation>
    </message>
    <message>
        <source>&apos;category_id&apos; must name a category of the file</source>
        <translation type="vanished">“category_id”必须指向文件中的某个类别</translation>
    </message>
    <message>
        <source>&apos;bbox&apos; must be [x, y, width, height] with a width and height of at least 0</source>
        <translation type="vanished">“bbox”必须是 [x, y, width, height]，且宽和高不小于 0</translation>
    </message>
    <message>
        <source>&apos;segmentation&apos; must be a list of polygons [x0, y0, x1, y1, ...] of at least three points each</source>
        <translation type="vanished">“segmentation”必须是多边形列表 [x0, y0, x1, y1, ...]，每个多边形至少三个点</translation>
    </message>
    <message>
        <source>the file holds no object to edit (no annotation with a polygon or a box)</source>
        <translation type="vanished">文件中没有可编辑的物体（没有带多边形或框的标注）</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AlignmentDock</name>
    <message>
        <location filename="../ui/alignmentview/alignmentdock.cpp" line="+45"/>
        <source>Alignment</source>
        <translation>一致性</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>VIEScore: tanh(mean ρ)</source>
        <translation>VIEScore：tanh(mean ρ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fisher: tanh(mean atanh ρ)</source>
        <translation>Fisher：tanh(mean atanh ρ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of ρ</source>
        <translation>ρ 的均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pooled: one ρ over all outputs</source>
        <translation>合并：对所有输出计算一个 ρ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the per-system correlations are combined: tanh of their mean as in VIEScore&apos;s code (Ku et al., 2024), the Fisher z mean, the plain mean, or one correlation pooled over all outputs.</source>
        <translation>各系统相关系数的合并方式：按 VIEScore 代码取其均值的 tanh（Ku et al., 2024）、Fisher z 均值、简单均值，或对所有输出合并计算一个相关系数。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System pairs</source>
        <translation>系统对</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dimension:</source>
        <translation>维度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a study to see how well the metrics agree with the people.</source>
        <translation>打开一个研究，查看指标与人工判断的一致程度。</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1 ratings · %2 items · %3</source>
        <translation>%1 条评分 · %2 个项目 · %3</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Reading the ratings…</source>
        <translation>正在读取评分…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the ratings: %1</source>
        <translation>无法读取评分：%1</translation>
    </message>
    <message>
        <source>%1 ratings · %2 items · %3 systems</source>
        <translation type="vanished">%1 条评分 · %2 个项目 · %3 个系统</translation>
    </message>
    <message numerus="yes">
        <location line="+140"/>
        <source> · subset %1: %n output(s)</source>
        <translation>
            <numerusform> · 子集 %1：%n 个输出</numerusform>
        </translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1 (lower is better)</source>
        <translation>%1（越低越好）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>people: %1</source>
        <translation>人工：%1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationController</name>
    <message>
        <location filename="../ui/annotate/annotationcontroller.cpp" line="+78"/>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch &amp;Annotator…</source>
        <translation>切换标注者(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rate Next Unrated Item</source>
        <translation>为下一个未评分项目打分(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation>提交并转到下一项(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;vise Item…</source>
        <translation>修订项目(&amp;V)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prefer &amp;Left</source>
        <translation>选择左侧(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer &amp;Right</source>
        <translation>选择右侧(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tie</source>
        <translation>平局(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Both Bad</source>
        <translation>都不好(&amp;B)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit &amp;Tools</source>
        <translation>编辑工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next Output with Unreviewed &amp;Detector Boxes</source>
        <translation>下一个含未审核检测框的输出(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Incomplete Output</source>
        <translation>下一个未完成的输出(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Unreviewed ▸</source>
        <translation>下一个未审核 ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Incomplete ▸</source>
        <translation>下一个未完成 ▸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>R&amp;ubric…</source>
        <translation>评分标准(&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan…</source>
        <translation>研究计划(&amp;P)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open a study first</source>
        <translation>请先打开一个研究</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">标注者需要填写姓名</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot switch the annotator</source>
        <translation>无法切换标注者</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+124"/>
        <source>Cannot read the study plan</source>
        <translation>无法读取研究计划</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1 has judged every item of the plan.</source>
        <translation>%1 已评判完计划中的所有项目。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose an annotator first (Annotate → Switch Annotator…).</source>
        <translation>请先选择标注者（标注 → 切换标注者…）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot find the next output</source>
        <translation>找不到下一个输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has marked every output complete.</source>
        <translation>%1 已将所有输出标记为完成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has reviewed every detector box of the study.</source>
        <translation>%1 已审核完本研究中的所有检测框。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is the last output %1 has not marked complete.</source>
        <translation>这是 %1 最后一个尚未标记为完成的输出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last output with detector boxes %1 has not reviewed.</source>
        <translation>这是 %1 最后一个含未审核检测框的输出。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Item %1 submitted.</source>
        <translation>项目 %1 已提交。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot read the study</source>
        <translation>无法读取研究</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <source>Cannot save the rubric</source>
        <translation>无法保存评分标准</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Study plan saved.</source>
        <translation>研究计划已保存。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotationDock</name>
    <message>
        <location filename="../ui/annotate/annotationdock.cpp" line="+23"/>
        <source>Annotate</source>
        <translation>标注</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revise…</source>
        <translation>修订…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All outputs side by side</source>
        <translation>并排显示所有输出</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Keys: 1–9 rate the framed dimension · Tab next dimension / output · Ctrl+Enter submit and go to the next item · Ctrl+Z undo</source>
        <translation>按键：1–9 为框选的维度打分 · Tab 下一个维度 / 输出 · Ctrl+Enter 提交并转到下一项 · Ctrl+Z 撤销</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rate every output of the item in its own column, or one output at a time</source>
        <translation>在各自的列中为项目的每个输出打分，或一次只为一个输出打分</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re-open this submitted item; you will be asked for a reason, which is logged</source>
        <translation>重新打开此已提交的项目；系统会要求您填写原因，并记录在日志中</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a study to annotate.</source>
        <translation>请打开一个研究以开始标注。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose an annotator (Annotate → Switch Annotator…) to rate.</source>
        <translation>请先选择标注者（标注 → 切换标注者…）再打分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted and locked — read-only.</source>
        <translation>已提交并锁定 — 只读。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted (revisions are allowed in this study).</source>
        <translation>已提交（本研究允许修订）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not submitted yet.</source>
        <translation>尚未提交。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 items done</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 已完成 %2 项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotator: %1 · %2</source>
        <translation>标注者：%1 · %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Revise Item</source>
        <translation>修订项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why does this submitted item need a change? (logged)</source>
        <translation>为什么需要修改这个已提交的项目？（将记录在日志中）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorDialog</name>
    <message>
        <location filename="../ui/annotate/annotatordialog.cpp" line="+22"/>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who is annotating? Every judgement is stored with this name.</source>
        <translation>谁在标注？每条评判都会以此姓名保存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>or a new annotator&apos;s name</source>
        <translation>或输入新标注者的姓名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New:</source>
        <translation>新建：</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorWindow</name>
    <message>
        <location filename="../ui/session/annotatorwindow_layout.cpp" line="+47"/>
        <source>Instructions (F1)</source>
        <translation>说明 (F1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Original</source>
        <translation>原图</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reference result</source>
        <translation>参考结果</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Submit and go to the next item (Ctrl+Enter)</source>
        <translation>提交并转到下一项 (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instructions</source>
        <translation>说明(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Submit Item and Go to Next</source>
        <translation>提交并转到下一项(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take a &amp;Break</source>
        <translation>休息一下(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Study &amp;Plan (Passphrase)…</source>
        <translation>研究计划（口令）(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>an annotator needs a name</source>
        <translation type="vanished">标注者需要填写姓名</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow_open.cpp" line="+62"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Connected to the server again: every rating made meanwhile is saved there.</source>
        <translation type="vanished">已重新连接服务器：期间所做的每个评分都已保存到服务器。</translation>
    </message>
    <message numerus="yes">
        <source>The server cannot be reached. %n rating(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation type="vanished">
            <numerusform>无法连接服务器。%n 个评分保存在本机；服务器恢复后发送（每隔几秒重试）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connected to the server again: every answer given meanwhile is saved there.</source>
        <translation>已重新连接服务器：期间给出的每个回答都已保存到服务器。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The server cannot be reached. %n answer(s) kept on this computer; they are sent when it is back (trying every few seconds).</source>
        <translation>
            <numerusform>无法连接服务器。%n 个回答保存在本机；服务器恢复后发送（每隔几秒重试）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n answer(s) could not be stored on the server: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>%n 个回答无法保存到服务器：%1。它们已另行保存在本机（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>EditLens — annotating as %1</source>
        <translation>EditLens — 标注者：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; has no plan in this study; a session opens only for an annotator of its plan (the person running the study can add &apos;%1&apos; to the plan)</source>
        <translation>“%1”在此研究中没有计划；只有计划内的标注者才能开启会话（研究负责人可以将“%1”加入计划）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; has no plan in this study; did you mean &apos;%2&apos;?</source>
        <translation>“%1”在此研究中没有计划；您是指“%2”吗？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no plan in this study; no session was opened</source>
        <translation>“%1”在此研究中没有计划；未开启会话</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no plan in this study — continue as a new annotator?</source>
        <translation>%1 在此研究中没有计划——是否以新标注者身份继续？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The plan has %1. If that is you, choose No and open the session as %1.</source>
        <translation>计划中有 %1。如果那是您，请选择“否”，并以 %1 的身份开启会话。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New annotator</source>
        <translation>新标注者</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+144"/>
        <source>Time for a break</source>
        <translation>该休息一下了</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have been working for %n minute(s). Rest your eyes for a few minutes: everything is saved, and the item waits for you.</source>
        <translation>
            <numerusform>您已连续工作 %n 分钟。请让眼睛休息几分钟：所有内容均已保存，当前项目会等您回来。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything is saved, and the item waits for you.</source>
        <translation>所有内容均已保存，当前项目会等您回来。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Everything you answered is saved in the study; there is nothing else to do. You can close this window now. The person running the study collects the results; if you want to change an answer, ask them.</source>
        <translation>您的所有回答都已保存在研究中，无需再做其他操作，现在可以关闭此窗口。研究负责人会收集结果；如需修改某个回答，请联系对方。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you — all done!</source>
        <translation>谢谢，全部完成！</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have judged all %n item(s) of your plan.</source>
        <translation>
            <numerusform>您已完成计划中全部 %n 个项目的评判。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;i&gt;No instruction was given for this item.&lt;/i&gt;</source>
        <translation>&lt;i&gt;此项目没有编辑指令。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instruction: &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>指令：&lt;b&gt;“%1”&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Left: %1</source>
        <translation>左：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: %1</source>
        <translation>右：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 of %n item(s) done</source>
        <extracomment>The progress bar&apos;s text: %1 items done of the %n in the annotator&apos;s plan</extracomment>
        <translation>
            <numerusform>已完成 %1 / %n 个项目</numerusform>
        </translation>
    </message>
    <message>
        <source>no image</source>
        <translation type="vanished">无图像</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation type="vanished">正在加载…</translation>
    </message>
    <message>
        <source>cannot read the image</source>
        <translation type="vanished">无法读取图像</translation>
    </message>
    <message>
        <source>%1 of %2 items done</source>
        <extracomment>%v items done of %m in the annotator&apos;s plan</extracomment>
        <translation type="vanished">已完成 %1/%2 项</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Please answer every question first: the one in focus has no answer yet.</source>
        <translation>请先回答所有问题：当前选中的问题还没有回答。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Please answer the question about every detector box first.</source>
        <translation>请先回答关于每个检测框的问题。</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow_layout.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Images</source>
        <translation>图像适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/session/annotatorwindow.cpp" line="+18"/>
        <source>Submitted and kept on this computer. The server cannot be reached: the next item appears as soon as it is back.</source>
        <translation>已提交并保存在本机。无法连接服务器：服务器恢复后立即显示下一项。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Study Plan</source>
        <translation>研究计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan of this study is set by the person running it and cannot be changed from an annotator&apos;s session.</source>
        <translation>本研究的计划由研究负责人设定，无法在标注会话中更改。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the study</source>
        <translation>无法打开研究</translation>
    </message>
</context>
<context>
    <name>editlens::ui::AnnotatorsDock</name>
    <message>
        <location filename="../ui/docks/annotatorsdock.cpp" line="+32"/>
        <source>Annotators</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+145"/>
        <location line="+12"/>
        <source>Exclude from alignment</source>
        <translation>排除在一致性分析之外</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Submitted / planned</source>
        <translation>已提交 / 计划</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged items</source>
        <translation>已判断条目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds per item</source>
        <translation>每条秒数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed checks</source>
        <translation>未通过的检查</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Agreement (r)</source>
        <translation>评分一致度 (r)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>一致性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean time on an item (median in brackets)</source>
        <translation>每个项目的平均用时（括号内为中位数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention checks failed: gold answers missed, of those taken</source>
        <translation>未通过的注意力检查：已做检查中未命中标准答案的次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pearson r between their ratings and the mean of the other annotators&apos; ratings of the same output and dimension (n: ratings shared with at least one other)</source>
        <translation>其评分与其他标注者对同一输出和维度评分的均值之间的 Pearson r（n：至少与一名其他标注者共同评分的评分数）</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>excluded</source>
        <translation>已排除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+12"/>
        <source>Include in alignment</source>
        <translation>纳入一致性分析</translation>
    </message>
    <message>
        <source>Gold met</source>
        <translation type="vanished">金标准达成</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Reading…</source>
        <translation>正在读取…</translation>
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
        <translation type="vanished">%2 中的 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n annotator(s)</source>
        <translation>
            <numerusform>%n 位标注者</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::BoxReview</name>
    <message>
        <location filename="../ui/session/boxreview.cpp" line="+83"/>
        <source>A real change,
asked for</source>
        <translation>真实改动，
指令要求的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The box marks a real change that the instruction asked for</source>
        <translation>该框标出的是指令要求的真实改动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real change,
not asked for</source>
        <translation>真实改动，
指令未要求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The box marks a real change that the instruction did not ask for</source>
        <translation>该框标出的是指令未要求的真实改动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such
change</source>
        <translation>没有这样的
改动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing changed there, or not what the box says</source>
        <translation>那里没有变化，或变化与框的描述不符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Box %1: %2 %3</source>
        <translation>框 %1：%2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The detector&apos;s boxes on %1: is each a real change, and did the instruction ask for it?</source>
        <translation>%1 上的检测框：每个框是否是真实改动？指令是否要求了它？</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Review box %1</source>
        <translation>审核框 %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ComparisonView</name>
    <message>
        <location filename="../ui/compare/comparisonview_overlays.cpp" line="+128"/>
        <source>Left · %1</source>
        <translation>左 · %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right · %1</source>
        <translation>右 · %1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferenceEvaluationDock</name>
    <message>
        <location filename="../ui/docks/differenceevaluationdock.cpp" line="+9"/>
        <source>Difference Evaluation</source>
        <translation>差异评估</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the tables again from the study file (for example after a score run in a terminal)</source>
        <translation>根据研究文件重新计算表格（例如在终端中运行评分之后）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No study open.</source>
        <translation>未打开研究。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computed from the study as saved.</source>
        <translation>已根据研究的已保存状态计算。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesDock</name>
    <message>
        <location filename="../ui/docks/differencesdock.cpp" line="+91"/>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept Difference</source>
        <translation>接受差异</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject Difference</source>
        <translation>拒绝差异</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coherent: YES</source>
        <translation>连贯：是</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent: NO</source>
        <translation>连贯：否</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hide differences whose confidence is under this threshold</source>
        <translation>隐藏置信度低于此阈值的差异</translation>
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
        <translation>接受所选检测器框为真实变化：在您将该输出标记为完成后，它会成为您的标注（真值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject the selected detector box: not a change, or not there; it never counts as truth</source>
        <translation>拒绝所选检测器框：不是变化，或该处什么都没有；它绝不会计为真值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete: No Further Differences</source>
        <translation>完成：无其他差异</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark this output complete: its differences are the whole truth, so it joins the difference-detection evaluation set (detections on it that match nothing count as false positives, even when it has no difference)</source>
        <translation>将此输出标记为完成：其差异即为全部真值，因此它会加入差异检测评估集（在其上未匹配任何差异的检测均计为误报，即使它没有任何差异）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Rationale (optional)</source>
        <translation>理由（可选）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Label:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accepted and relabelled proposals count as your annotation (truth) once you mark the output complete; rejected ones do not.</source>
        <translation>在您将输出标记为完成后，已接受和已重新标记的提议会计为您的标注（真值）；已拒绝的则不计。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A detector is still scored on what it proposed: an accepted box is a hit for it, a box relabelled to another op a miss for the op it guessed.</source>
        <translation>检测器仍按其提议的内容评分：被接受的框对它而言是命中，被重新标记为其他操作的框则是它所猜测操作的未命中。</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Relabel box</source>
        <translation>重新标记框</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n 个差异</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n difference(s) shown</source>
        <translation>
            <numerusform>显示 %1 个差异，共 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::DifferencesModel</name>
    <message>
        <location filename="../ui/itemmodels/differencesmodel.cpp" line="+105"/>
        <source>DICE (imported)</source>
        <translation>DICE（已导入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detector: %1</source>
        <translation>检测器：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotator: %1</source>
        <translation>标注者：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ground truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ground truth (%1)</source>
        <translation>真值（%1）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relabelled</source>
        <translation>已重新标记</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>YES</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No coherence label</source>
        <translation>无连贯性标签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no rationale)</source>
        <translation>（无理由）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>labelled by %1</source>
        <translation>由 %1 标注</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No confidence: only a detector&apos;s boxes have one</source>
        <translation>无置信度：只有检测器的框才有置信度</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Op</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conf.</source>
        <translation>置信度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherent</source>
        <translation>连贯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review</source>
        <translation>审核</translation>
    </message>
</context>
<context>
    <name>editlens::ui::DisagreementView</name>
    <message>
        <location filename="../ui/alignmentview/disagreementview.cpp" line="+56"/>
        <location line="+195"/>
        <source>Click a row: its worst pair, with both outputs&apos; numbers, is shown here.</source>
        <translation>点击一行：此处将显示其最差配对及两个输出的数值。</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Edit type:</source>
        <translation>编辑类型：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>系统：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — “%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One output: its rank by the metric is %1 of the study&apos;s range away from its rank by the people.</source>
        <translation>单个输出：其指标排名与人工排名相差研究排名范围的 %1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (n %2)</source>
        <translation>%1（n %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>People prefer &lt;b&gt;%1&lt;/b&gt; over &lt;b&gt;%2&lt;/b&gt; on %3: mean %4 vs %5 (gap %6).</source>
        <translation>在 %3 上，人工更偏好 &lt;b&gt;%1&lt;/b&gt; 而非 &lt;b&gt;%2&lt;/b&gt;：均值 %4 对比 %5（差距 %6）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 prefers &lt;b&gt;%2&lt;/b&gt;: %3 vs %4 for %5 (%6 is better).</source>
        <translation>%1 偏向 &lt;b&gt;%2&lt;/b&gt;：%3 对比 %5 的 %4（越%6越好）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower</source>
        <translation>低</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>higher</source>
        <translation>高</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %2 comparable pair(s) reversed; %n metric tie(s) left out (no information).</source>
        <translation>
            <numerusform>%2 个可比对中有 %1 个顺序相反；排除了 %n 个指标平局（无信息）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Driven by %1.</source>
        <translation>主要来源：%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+10"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 个项目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editlens::ui::EditTools</name>
    <message>
        <location filename="../ui/annotate/edittools.cpp" line="+23"/>
        <source>Select / Move</source>
        <translation>选择 / 移动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Box</source>
        <translation>绘制框</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Brush</source>
        <translation>掩码画笔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask Eraser</source>
        <translation>掩码橡皮擦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Box → Mask (GrabCut)</source>
        <translation>框 → 掩码 (GrabCut)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select boxes; drag an annotator&apos;s box or its corner handles to move or resize it</source>
        <translation>选择框；拖动标注者的框或其角部控制点可移动框或调整大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag on the original for a REMOVE box, on an output for an EDIT box</source>
        <translation>在原图上拖动绘制 REMOVE 框，在输出上拖动绘制 EDIT 框</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint the mask of the chosen kind</source>
        <translation>绘制所选类型的掩码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase the mask of the chosen kind</source>
        <translation>擦除所选类型的掩码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a box around an object: GrabCut segments it into the mask</source>
        <translation>围绕物体拖出一个框：GrabCut 会将其分割为掩码</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete Box</source>
        <translation>删除框</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Mask:</source>
        <translation>掩码：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>M_edit (on the output)</source>
        <translation>M_edit（输出上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M_origin (on the original)</source>
        <translation>M_origin（原图上）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> Radius:</source>
        <translation> 半径：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ExportDialog</name>
    <message>
        <location filename="../ui/exportdialog.cpp" line="+30"/>
        <source>Differences of:</source>
        <translation>差异来源：</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 (folder)</source>
        <translation>%1（文件夹）</translation>
    </message>
    <message>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes), an annotator or a detector</source>
        <translation type="vanished">要写出谁的差异：“truth”（真值，以及在标记为完成的输出上由完成标注的标注者所画的框）、某位标注者或某个检测器</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whose differences to write: &quot;truth&quot; (the ground truth, and on outputs marked complete the completing annotators&apos; boxes: drawn, or detector boxes they accepted or relabelled), an annotator (the boxes they drew, accepted or relabelled) or a detector (its boxes as it proposed them)</source>
        <translation>要写出谁的差异：“truth”（真值，以及在标记为完成的输出上由完成标注的标注者给出的框：其所画的框，或其接受或重新标记的检测器框）、某位标注者（其所画、接受或重新标记的框）或某个检测器（其按原样提议的框）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Into folder:</source>
        <translation>导出到文件夹：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To file:</source>
        <translation>导出到文件：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder (created when missing)</source>
        <translation>文件夹（不存在时自动创建）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a .%1 file</source>
        <translation>.%1 文件</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export into Folder</source>
        <translation>导出到文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to File</source>
        <translation>导出到文件</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ImportDialog</name>
    <message>
        <location filename="../ui/importdialog.cpp" line="+40"/>
        <source>Instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source image</source>
        <translation>源图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited image (one system)</source>
        <translation>编辑后图像（一个系统）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground-truth image (target)</source>
        <translation>真值图像（目标）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Item id</source>
        <translation>项目 ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source caption</source>
        <translation>源图像描述</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target caption</source>
        <translation>目标图像描述</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Columns:</source>
        <translation>列：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+53"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>a file or a folder</source>
        <translation>文件或文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Detect automatically</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder</source>
        <translation>EditLens 会选用能识别该文件或文件夹的格式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (folder)</source>
        <translation>%1（文件夹）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What each column of the table holds. Every edited-image column becomes one editing system, named after the column unless you name it.</source>
        <translation>表格各列所含的内容。每个编辑后图像列都会成为一个编辑系统，除非您另行命名，否则以列名命名。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>editing system, for files that do not name it</source>
        <translation>编辑系统，用于未注明系统的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>annotator, for rating files that do not name one</source>
        <translation>标注者，用于未注明标注者的评分文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metric id, for judge or score files (e.g. viescore_gpt4o)</source>
        <translation>指标 ID，用于评判或分数文件（例如 viescore_gpt4o）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pairwise judge, for files of judge votes (default: the folder&apos;s name)</source>
        <translation>成对评判者，用于评判投票文件（默认：文件夹名称）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>系统：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotator:</source>
        <translation>标注者：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge:</source>
        <translation>评判者：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Import File</source>
        <translation>导入文件</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import Folder</source>
        <translation>导入文件夹</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Detected: %1. %2</source>
        <translation>检测到：%1。%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EditLens picks the format that recognizes the file or folder.</source>
        <translation>EditLens 会选用能识别该文件或文件夹的格式。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table is a file (.csv or .tsv), not a folder.</source>
        <translation>表格是文件（.csv 或 .tsv），而不是文件夹。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not imported</source>
        <translation>未导入</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Choose a file or a folder to import.</source>
        <translation>请选择要导入的文件或文件夹。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no file or folder at this path.</source>
        <translation>此路径下没有文件或文件夹。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is the study itself; choose another file.</source>
        <translation>这是研究文件本身；请选择其他文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EditLens cannot tell the format of this input: choose its format in the Format list.</source>
        <translation>EditLens 无法判断此输入的格式：请在“格式”列表中选择其格式。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: choose what the columns hold in the Columns table.</source>
        <translation>%1：请在“列”表格中选择各列的内容。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::InstructionsPage</name>
    <message>
        <location filename="../ui/session/sessionpages.cpp" line="+29"/>
        <location line="+77"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Instructions</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each item shows an original image, the instruction given to an image editor, and the edited images it produced. The editors are not named: judge only what you see.</source>
        <translation>每个项目展示一张原图、给图像编辑模型的指令，以及模型生成的编辑后图像。编辑模型不会显示名称：请只根据您看到的内容作出判断。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On some items you compare two edited images side by side: for each question, say which one is better, that they are about the same, or that both are bad.</source>
        <translation>在部分项目中，您需要并排比较两张编辑后的图像：针对每个问题，选择哪一张更好、两者差不多，或两者都不好。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>answer the question in focus (the n-th button)</source>
        <translation>回答当前选中的问题（第 n 个按钮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>the previous / next answer</source>
        <translation type="vanished">上一个 / 下一个选项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>move the dashed highlight between the answers (this saves nothing)</source>
        <translation>在选项之间移动虚线高亮（不会保存任何内容）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Return</source>
        <translation>空格键 / Return</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>save the highlighted answer</source>
        <translation>保存高亮显示的选项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+← / Shift+→ / Shift+↓ / B</source>
        <translation>Shift+← / Shift+→ / Shift+↓ / B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when two images are compared: left is better / right is better / about the same / both bad</source>
        <translation>比较两张图像时：左边更好 / 右边更好 / 差不多 / 都不好</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab, ↓ / ↑</source>
        <translation>Tab / Shift+Tab，↓ / ↑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous question (then the next image)</source>
        <translation>下一个 / 上一个问题（之后是下一张图像）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Down / Page Up</source>
        <translation>Page Down / Page Up</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the next / previous image</source>
        <translation>下一张 / 上一张图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clear the answer in focus</source>
        <translation>清除当前选中的回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undo / redo</source>
        <translation>撤销 / 重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>submit the item and go on to the next</source>
        <translation>提交当前项目并转到下一项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O (held)</source>
        <translation>O（按住）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the original in place of the edited image(s), to flicker between them</source>
        <translation>用原图替换编辑后的图像显示，以便在两者之间闪烁对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel</source>
        <translation>Ctrl+= / Ctrl+- / Ctrl+0，Ctrl+滚轮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom all images in / out / back to fit</source>
        <translation>将所有图像放大 / 缩小 / 恢复为适应窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>these instructions</source>
        <translation>显示本说明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every answer is saved the moment you give it; you can stop and come back at any time.</source>
        <translation>每个回答在您作答时即已保存；您可以随时中断，稍后再继续。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to work</source>
        <translation>返回标注</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ItemListModel</name>
    <message>
        <location filename="../ui/itemmodels/itemlistmodel.cpp" line="+162"/>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean over the item&apos;s outputs: %1</source>
        <translation>该项目各输出的均值：%1</translation>
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
            <numerusform>已评分 %n 个输出</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unrated</source>
        <translation>未评分</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Mean of %1 over the item&apos;s outputs</source>
        <translation>该项目各输出的 %1 均值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit type</source>
        <translation>编辑类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated</source>
        <translation>已评分</translation>
    </message>
</context>
<context>
    <name>editlens::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+197"/>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Open a study (File → Open) or create one (File → New).</source>
        <translation>请打开一个研究（文件 → 打开）或新建一个（文件 → 新建）。</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+101"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+127"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+3"/>
        <source>&amp;New Study…</source>
        <translation>新建研究(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open Study…</source>
        <translation>打开研究(&amp;O)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import File…</source>
        <translation>导入文件(&amp;I)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compareactions.cpp" line="+35"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+6"/>
        <source>&amp;Next Item</source>
        <translation>下一项(&amp;N)</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>Brush cleared: the browser shows every item again.</source>
        <translation>已清除刷选：浏览器重新显示所有项目。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The browser shows the %n brushed item(s); click an empty spot of the plot to clear.</source>
        <translation>
            <numerusform>浏览器显示刷选出的 %n 个项目；单击图表空白处可清除。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot store BPM</source>
        <translation>无法存储 BPM</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="-6"/>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/undoactions.cpp" line="+22"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+37"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+101"/>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Item</source>
        <translation>上一项(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next &amp;Output</source>
        <translation>下一个输出(&amp;O)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Study</source>
        <translation>研究(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score…</source>
        <translation>评分计算(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compareactions.cpp" line="+2"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to &amp;Fit</source>
        <translation>缩放以适应(&amp;F)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Side by Side</source>
        <translation>并排(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Grid of All Outputs</source>
        <translation>所有输出网格(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;wipe</source>
        <translation>滑动对比(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;licker Mode</source>
        <translation>闪烁模式(&amp;L)</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Show O&amp;verlays</source>
        <translation>显示叠加层(&amp;V)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Flicker Toggle</source>
        <translation>闪烁切换(&amp;F)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>La&amp;yers</source>
        <translation>图层(&amp;Y)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Difference Boxes</source>
        <translation>差异框(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Heat-Map</source>
        <translation>热力图(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_origin (o1 in the &amp;Original)</source>
        <translation>BPM M_origin（原图中的 o1）(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_edit (o2 in the O&amp;utput)</source>
        <translation>BPM M_edit（输出中的 o2）(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM M_origin ∪ M_&amp;edit</source>
        <translation>BPM M_origin ∪ M_edit(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM &amp;Preserved Region</source>
        <translation>BPM 保留区域(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM &amp;Boxes and S_modify Crops</source>
        <translation>BPM 框和 S_modify 裁剪(&amp;B)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;BPM Rules</source>
        <translation>BPM 规则(&amp;B)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the &amp;Paper Defines Them</source>
        <translation>按论文定义(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the &amp;Released Code Does</source>
        <translation>按发布代码实现(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/settings/settingsactions.cpp" line="+87"/>
        <source>&amp;Dark Palette</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>键盘快捷键(&amp;K)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Model Folder…</source>
        <translation>模型文件夹(&amp;M)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model folder (TorchScript files)</source>
        <translation>模型文件夹（TorchScript 文件）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Shortcut Sheet</source>
        <translation>快捷键一览(&amp;S)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About EditLens</source>
        <translation>关于 EditLens(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About EditLens</source>
        <translation>关于 EditLens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;A workbench for evaluating instruction-guided image editing: compare edits, compute metrics, annotate, and measure how well metrics agree with people.</source>
        <translation>&lt;b&gt;EditLens %1&lt;/b&gt;&lt;br&gt;用于评估指令引导图像编辑的工作台：比较编辑结果、计算指标、进行标注，并衡量指标与人工判断的一致程度。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+67"/>
        <source>Open a study first</source>
        <translation>请先打开一个研究</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Storing BPM at α = %1…</source>
        <translation>正在以 α = %1 存储 BPM…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="-53"/>
        <source>This is the synthetic demo study: every edit was made by EditLens itself from real photographs, so that the truth is known. It is not the output of real editing models.</source>
        <translation>这是合成的演示研究：所有编辑均由 EditLens 基于真实照片自行生成，因此真值已知。它并非真实编辑模型的输出。</translation>
    </message>
    <message>
        <location filename="../ui/undoactions.cpp" line="-4"/>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/itemnavigator.cpp" line="+87"/>
        <source>Cannot read the study</source>
        <translation>无法读取研究</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators</source>
        <translation>%1 个项目 · %2 个输出 · %3 个系统 · %5 名标注者给出的 %4 条评分</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot read the study&apos;s scores: %1</source>
        <translation>无法读取研究的分数：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot load the item</source>
        <translation>无法加载项目</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-183"/>
        <source>&lt;i&gt;%1 — no instruction&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1 — 无指令&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — “%2”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — “%2”</translation>
    </message>
    <message>
        <location filename="../ui/studyfilecontroller.cpp" line="+85"/>
        <source>New Study</source>
        <translation>新建研究</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image folder of the study (every image must lie inside it)</source>
        <translation>研究的图像文件夹（所有图像都必须位于其中）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot create the study</source>
        <translation>无法创建研究</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+53"/>
        <source>Cannot open the study</source>
        <translation>无法打开研究</translation>
    </message>
    <message numerus="yes">
        <source>The server cannot be reached. %n edit(s) kept on this computer; they are sent when it is back.</source>
        <translation type="vanished">
            <numerusform>无法连接服务器。%n 处修改保存在本机；服务器恢复后发送。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Open Study</source>
        <translation>打开研究</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Study As</source>
        <translation>研究另存为</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot save the study</source>
        <translation>无法保存研究</translation>
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
            <numerusform>未实时同步——正在重新连接：无法连接服务器。%n 处修改保存在本机；服务器恢复后发送。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not live — reconnecting: the server cannot be reached. The docks show the study as it was when the connection was lost.</source>
        <translation>未实时同步——正在重新连接：无法连接服务器。各停靠窗口显示的是连接断开时的研究状态。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n edit(s) made while the server was away could not be stored on it: %1. They are kept aside on this computer (%2).</source>
        <translation>
            <numerusform>服务器断开期间所做的 %n 处修改无法保存到服务器：%1。它们已另行保存在本机（%2）。</numerusform>
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
        <translation>运行模型阶段(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask an OpenAI-compatible endpoint for BPM&apos;s parse, DICE&apos;s differences and judges&apos; scores and verdicts</source>
        <translation>向兼容 OpenAI 的端点请求 BPM 的解析、DICE 的差异以及评判者的分数和结论</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Judge&apos;s Answers About This Output</source>
        <translation>显示评判者关于此输出的回答</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the Parse&apos;s Answer About This Item</source>
        <translation>显示解析阶段关于此项目的回答</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the Pairwise Verdict&apos;s Answer</source>
        <translation>显示成对结论的回答</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show DICE&apos;s Answer Behind This Box</source>
        <translation>显示此框背后的 DICE 回答</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelAnswersDock</name>
    <message>
        <location filename="../ui/modelrun/modelanswersdock.cpp" line="+53"/>
        <source>original</source>
        <translation>原始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output %1</source>
        <translation>输出 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Model Answers</source>
        <translation>模型回答</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Raw answer</source>
        <translation>原始回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompt sent</source>
        <translation>已发送的提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parsed value</source>
        <translation>解析值</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+13"/>
        <source>Open a study to see the answers its model stages received.</source>
        <translation>打开一个研究以查看其模型阶段收到的回答。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an item.</source>
        <translation>请选择一个项目。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hidden while system names are blinded: the answers name the systems.</source>
        <translation>系统名称被隐藏期间不显示：回答中会提到系统名称。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reading the answers…</source>
        <translation>正在读取回答…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the answers: %1</source>
        <translation>无法读取回答：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No model stage has asked about this item (Study → Run Model Stages…).</source>
        <translation>尚无模型阶段询问过此项目（研究 → 运行模型阶段…）。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n request(s) about this item</source>
        <translation>
            <numerusform>关于此项目的 %n 个请求</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; %1 unparseable, %2 failed.</source>
        <translation>；%1 个无法解析，%2 个失败。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No %1 answer about %2 in this study.</source>
        <translation>此研究中没有关于 %2 的 %1 回答。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this item</source>
        <translation>此项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a request to see what was sent and what came back.</source>
        <translation>选择一个请求，查看发送了什么以及返回了什么。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 · %4 ms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 · %4 毫秒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unparseable: %1</source>
        <translation>无法解析：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(no answer received)</source>
        <translation>（未收到回答）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was stored from this answer: %1</source>
        <translation>未从此回答中存储任何内容：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(not among this item&apos;s images)</source>
        <translation>（不在此项目的图像之中）</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelCallsModel</name>
    <message>
        <location filename="../ui/modelrun/modelcallsmodel.cpp" line="+14"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in, %2 out</source>
        <translation>输入 %1，输出 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unparseable</source>
        <translation>无法解析</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the item</source>
        <translation>该项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> vs </source>
        <translation> 与 </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parsed value / why not</source>
        <translation>解析值 / 未解析原因</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesDialog</name>
    <message numerus="yes">
        <location filename="../ui/modelrun/modelstagesdialog.cpp" line="+39"/>
        <source>about %n second(s)</source>
        <translation>
            <numerusform>约 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>约 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1 hours</source>
        <translation>约 %1 小时</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>C&amp;heck Endpoint</source>
        <translation>检查端点(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also ask pairwise verdicts for every pair of an item&apos;s outputs</source>
        <translation>同时为项目的每对输出请求成对结论</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run Model Stages</source>
        <translation>运行模型阶段</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To send</source>
        <translation>待发送</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the cache</source>
        <translation>来自缓存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images</source>
        <translation>图像</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What each stage stored, could not parse or failed appears here.</source>
        <translation>每个阶段已存储、无法解析或失败的内容会显示在这里。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <location line="+140"/>
        <location line="+41"/>
        <source>Choose at least one stage</source>
        <translation>请至少选择一个阶段</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Name the environment variable that holds the key</source>
        <translation>请指定保存密钥的环境变量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the file that holds the key</source>
        <translation>请选择保存密钥的文件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Counting the requests…</source>
        <translation>正在统计请求…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No plan: %1</source>
        <translation>无计划：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n request(s) to send; </source>
        <translation>
            <numerusform>要发送 %n 个请求； </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n answer(s) from the study&apos;s cache.</source>
        <translation>
            <numerusform>%n 个回答来自研究的缓存。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing to send: every answer is in the cache.</source>
        <translation>无需发送：所有回答都已在缓存中。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time: %1 at %2 in flight (%3 s per request, as last measured on this endpoint and model).</source>
        <translation>时间：%1，并发 %2 个（每个请求 %3 秒，为此端点和模型上次测得的值）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time: %1 at %2 in flight, assuming %3 s per request (not yet measured on this endpoint and model).</source>
        <translation>时间：%1，并发 %2 个，假设每个请求 %3 秒（尚未在此端点和模型上测量）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>“%1” is no URL with a host</source>
        <translation>“%1”不是带主机名的 URL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking %1 for its models…</source>
        <translation>正在向 %1 查询其模型…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not reachable: %1</source>
        <translation>无法连接：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Reachable; serves %n model(s), %1 among them.</source>
        <translation>
            <numerusform>可连接；提供 %n 个模型，其中包括 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Reachable; serves %n model(s), but not “%1”.</source>
        <translation>
            <numerusform>可连接；提供 %n 个模型，但不包括“%1”。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot run: the plan needs %1 requests, more than the %2 allowed.</source>
        <translation>无法运行：计划需要 %1 个请求，超过了允许的 %2 个。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking %1 (%2)…</source>
        <translation>正在请求 %1（%2）…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling; every answer received stays stored…</source>
        <translation>正在取消；已收到的回答都会保留…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run failed.</source>
        <translation>运行失败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model stages failed: %1</source>
        <translation>模型阶段失败：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 asked, %3 from the cache; %4 stored, %5 unparseable, %6 failed; tokens %7 in, %8 out</source>
        <translation>%1：已请求 %2，来自缓存 %3；已存储 %4，无法解析 %5，失败 %6；token 输入 %7，输出 %8</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unparseable answers are kept with their raw text: View → Model Answers shows them.</source>
        <translation>无法解析的回答连同其原始文本一起保留：可在“视图 → 模型回答”中查看。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model stages: %1 stored, %2 unparseable, %3 failed.</source>
        <translation>模型阶段：已存储 %1，无法解析 %2，失败 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped; Run again resumes from the cache.</source>
        <translation>已停止；再次运行将从缓存继续。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The plan needs more requests than the limit allows</source>
        <translation>计划需要的请求数超过了限制</translation>
    </message>
    <message>
        <location filename="../ui/modelrun/modelstagesdialog_layout.cpp" line="+30"/>
        <source>Parse: BPM&apos;s instruction parse by the model</source>
        <translation>解析：由模型进行 BPM 的指令解析</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE: the differences, then each one&apos;s coherence with the instruction</source>
        <translation>DICE：差异，然后是每个差异与指令的连贯性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ground: the instruction&apos;s objects located as boxes (BPM&apos;s regions)</source>
        <translation>定位：将指令中的对象定位为框（BPM 的区域）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge: VIEScore-style SC and PQ per output</source>
        <translation>评判：按输出给出 VIEScore 式的 SC 和 PQ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Endpoint (OpenAI-compatible chat completions)</source>
        <translation>端点（兼容 OpenAI 的 chat completions）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name for this endpoint; it is stored with every answer</source>
        <translation>您为此端点取的名称；它会与每个回答一起存储</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No key</source>
        <translation>无密钥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment variable</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the key file</source>
        <translation>选择密钥文件</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL:</source>
        <translation>基础 URL：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The key is read from there when a request is sent; it is never stored in the study, the settings or a log.</source>
        <translation>发送请求时才从该处读取密钥；密钥从不存储在研究、设置或日志中。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a file whose first line is the key</source>
        <translation>第一行为密钥的文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Key File</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stages</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>EditLens&apos;s own prompts</source>
        <translation>EditLens 自带的提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder of &lt;stage&gt;.txt templates used instead of the built-in ones where present</source>
        <translation>包含 &lt;stage&gt;.txt 模板的文件夹，存在时用于替代内置模板</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prompts folder:</source>
        <translation>提示文件夹：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prompts Folder</source>
        <translation>提示文件夹</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>0–1000 on both axes (Qwen2-VL style)</source>
        <translation>两个轴均为 0–1000（Qwen2-VL 风格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pixels of the image sent</source>
        <translation>所发送图像的像素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0–1 on both axes</source>
        <translation>两个轴均为 0–1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box coordinates:</source>
        <translation>框坐标：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests in flight:</source>
        <translation>并发请求数：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse to start when the plan needs more requests than this</source>
        <translation>计划需要的请求数超过此值时拒绝启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most requests:</source>
        <translation>最多请求数：</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ModelStagesJob</name>
    <message>
        <location filename="../ui/modelrun/modelstagesjob.cpp" line="+84"/>
        <source>The plan could not be counted.</source>
        <translation>无法统计计划。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The endpoint could not be asked.</source>
        <translation>无法询问端点。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairScoresTable</name>
    <message>
        <location filename="../ui/docks/pairscorestable.cpp" line="+100"/>
        <source>Pair</source>
        <translation>配对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left · %1</source>
        <translation>左 · %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right · %1</source>
        <translation>右 · %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (n %2)</source>
        <translation>%1（n %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>people: %1</source>
        <translation>人工：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean of the people&apos;s ratings of %1 (n: ratings)</source>
        <translation>人工对 %1 的评分均值（n：评分数）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: higher is better</source>
        <translation>%1：越高越好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: lower is better</source>
        <translation>%1：越低越好</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PairwisePanel</name>
    <message>
        <location filename="../ui/annotate/pairwisepanel.cpp" line="+109"/>
        <source>No pair of outputs to compare in this item.</source>
        <translation>此项目中没有可供比较的输出对。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pair %1 of %2: &lt;b&gt;◀ %3&lt;/b&gt; (left) vs &lt;b&gt;%4 ▶&lt;/b&gt; (right)</source>
        <translation>第 %1/%2 对：&lt;b&gt;◀ %3&lt;/b&gt;（左）对比 &lt;b&gt;%4 ▶&lt;/b&gt;（右）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀ Left</source>
        <translation>◀ 左</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right ▶</source>
        <translation>右 ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both bad</source>
        <translation>都不好</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PasswordPrompt</name>
    <message>
        <location filename="../ui/guiutil/passwordprompt.cpp" line="+24"/>
        <source>Password for %1 on %2:</source>
        <translation>%2 上 %1 的密码：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server said: %1</source>
        <translation>服务器返回：%1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::PreferenceSurface</name>
    <message>
        <location filename="../ui/session/preferencesurface.cpp" line="+45"/>
        <source>◀ Left is better</source>
        <translation>◀ 左图更好</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The left image is the better edit</source>
        <translation>左图的编辑效果更好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right is better ▶</source>
        <translation>右图更好 ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The right image is the better edit</source>
        <translation>右图的编辑效果更好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About the same</source>
        <translation>差不多</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both are equally good</source>
        <translation>两者同样好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both bad</source>
        <translation>都不好</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Neither image is an acceptable edit</source>
        <translation>两张图像的编辑都不合格</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pair %1 of %2: which edit is better, %3 (left) or %4 (right)?</source>
        <translation>第 %1/%2 对：%3（左）和 %4（右），哪个编辑更好？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This item has no pair of outputs to compare.</source>
        <translation>此项目没有可供比较的输出对。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RatingPanel</name>
    <message>
        <location filename="../ui/annotate/ratingpanel.cpp" line="+147"/>
        <source>%1 (key %2)</source>
        <translation>%1（按键 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 (key %3)</source>
        <translation>%1 — %2（按键 %3）</translation>
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
        <translation>为 %1 打分（第 %2/%3 张）</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ReportExportJob</name>
    <message>
        <location filename="../ui/alignmentview/reportexportjob.cpp" line="+18"/>
        <source>Writing the report to %1…</source>
        <translation>正在将报告写入 %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; no report was written.</source>
        <translation>已取消；未写入报告。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::RubricDialog</name>
    <message>
        <location filename="../ui/annotate/rubricdialog.cpp" line="+54"/>
        <source>Rubric</source>
        <translation>评分标准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BPM user study (5 dimensions, 1–5)</source>
        <translation>BPM 用户研究（5 个维度，1–5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ImagenHub SC / PQ (0, 0.5, 1)</source>
        <translation>ImagenHub SC / PQ（0、0.5、1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE (correct / unwanted edits 1–5, no visual change)</source>
        <translation>DICE（正确 / 多余编辑 1–5，无可见变化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This study&apos;s dimensions</source>
        <translation>本研究的维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom (empty)</source>
        <translation>自定义（空白）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start From Preset</source>
        <translation>从预设开始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instructions shown to annotators before the dimensions</source>
        <translation>在各维度之前向标注者显示的说明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Labels (value=text; …)</source>
        <translation>标签（值=文本；…）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Dimension</source>
        <translation>添加维度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Dimension</source>
        <translation>移除维度</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>row %1 (%2)</source>
        <translation>第 %1 行（%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no name</source>
        <translation>无名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a dimension needs a name</source>
        <translation>%1：维度需要名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: min and max must be numbers with min &lt; max</source>
        <translation>%1：最小值和最大值必须是数字，且最小值 &lt; 最大值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step must be a number above 0</source>
        <translation>%1：步长必须是大于 0 的数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the step %2 does not divide the range %3–%4</source>
        <translation>%1：步长 %2 不能整除范围 %3–%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a label must read value=text, not “%2”</source>
        <translation>%1：标签格式必须为“值=文本”，而不是“%2”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the label value %2 is not on the scale</source>
        <translation>%1：标签值 %2 不在量表范围内</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The rubric needs a name.</source>
        <translation>评分标准需要名称。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rubric needs at least one dimension.</source>
        <translation>评分标准至少需要一个维度。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dimensions are called “%1”.</source>
        <translation>有两个维度都叫“%1”。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScatterView</name>
    <message>
        <location filename="../ui/alignmentview/scatterview.cpp" line="+182"/>
        <source>No output has both a score for this metric and a rating in this dimension.</source>
        <translation>没有任何输出同时具有此指标的分数和此维度的评分。</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>%1 · %2
%3 = %4, human = %5</source>
        <translation>%1 · %2
%3 = %4，人工 = %5</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoreDialog</name>
    <message>
        <location filename="../ui/scoredialog.cpp" line="+36"/>
        <source>Pixel metrics</source>
        <translation>像素指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned metrics (TorchScript models)</source>
        <translation>学习型指标（TorchScript 模型）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detector</source>
        <translation>检测器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BPM and its components</source>
        <translation>BPM 及其组成部分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DICE + CLIP</source>
        <translation>DICE + CLIP</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Recompute values already stored with the same version</source>
        <translation>重新计算已以相同版本存储的值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Score</source>
        <translation>计算(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score Study</source>
        <translation>为研究计算分数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paper (f_size and f_position for every instruction)</source>
        <translation>论文（对每条指令使用 f_size 和 f_position）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Released code</source>
        <translation>发布代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every turn against its own input</source>
        <translation>每一轮都与其自身输入比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final turn of each chain (stored as &lt;metric&gt;_final)</source>
        <translation>每条链的最后一轮（存储为 &lt;metric&gt;_final）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose differences CLIP-I background and CLIP-T region use: the study&apos;s ground truth (truth), an annotator&apos;s name or a detector&apos;s</source>
        <translation>CLIP-I 背景和 CLIP-T 区域所用差异的来源：研究的真值（truth）、某位标注者的姓名或某个检测器的名称</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The summary of the run appears here.</source>
        <translation>运行摘要将显示在此处。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BPM rules:</source>
        <translation>BPM 规则：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-turn chains:</source>
        <translation>多轮编辑链：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DICE + CLIP origin:</source>
        <translation>DICE + CLIP 来源：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No model folder is set (Settings → Model Folder…): learned metrics are unavailable.</source>
        <translation>未设置模型文件夹（设置 → 模型文件夹…）：学习型指标不可用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Models from %1</source>
        <translation>模型来自 %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the model manifest could not be read</source>
        <translation>无法读取模型清单</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the components S_preserve, S_size, S_position and S_region will be stored (%1)</source>
        <translation>仅会存储 S_preserve、S_size、S_position 和 S_region 这几个组成部分（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unavailable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Cannot score: %1</source>
        <translation>无法计算分数：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Scoring %n metric(s)…</source>
        <translation>
            <numerusform>正在计算 %n 项指标…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelling after the current chunk; what is stored stays consistent…</source>
        <translation>将在当前数据块完成后取消；已存储的内容会保持一致…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scoring failed.</source>
        <translation>分数计算失败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring failed: %1</source>
        <translation>分数计算失败：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored in this run:</source>
        <translation>本次运行计算的指标：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable:</source>
        <translation>不可用：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs skipped:</source>
        <translation>跳过的输出：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: whole chunks were stored; Score again resumes.</source>
        <translation>已取消：已存储完整的数据块；再次计算即可继续。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring cancelled: %1</source>
        <translation>分数计算已取消：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring finished: %1</source>
        <translation>分数计算完成：%1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresDock</name>
    <message>
        <location filename="../ui/docks/scoresdock.cpp" line="+46"/>
        <source>Scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Store in study on release</source>
        <translation>松开时存入研究</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;), S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm: min-max over the study&apos;s outputs; a global edit uses α = 1 and Norm(CLIP-T).&lt;/small&gt;</source>
        <translation>BPM = α·S&lt;sub&gt;semantic&lt;/sub&gt; + (1 − α)·S&lt;sub&gt;region&lt;/sub&gt;&lt;br&gt;S&lt;sub&gt;semantic&lt;/sub&gt; = Norm(S&lt;sub&gt;preserve&lt;/sub&gt;) + Norm(S&lt;sub&gt;modify&lt;/sub&gt;)，S&lt;sub&gt;region&lt;/sub&gt; = S&lt;sub&gt;size&lt;/sub&gt; + S&lt;sub&gt;position&lt;/sub&gt;&lt;br&gt;&lt;small&gt;Norm：在研究的所有输出上做 min-max 归一化；全局编辑使用 α = 1 和 Norm(CLIP-T)。&lt;/small&gt;</translation>
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
        <translation>需要源图像描述和目标图像描述；此项目没有</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>On release, store BPM at this α for every output (as editlens-cli score --metrics bpm --alpha does)</source>
        <translation>松开滑块时，以此 α 为每个输出存储 BPM（与 editlens-cli score --metrics bpm --alpha 的效果相同）</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Recomputing BPM at α = %1 for %n output(s)…</source>
        <translation>
            <numerusform>正在以 α = %1 为 %n 个输出重新计算 BPM…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;i&gt;No output selected.&lt;/i&gt;</source>
        <translation>&lt;i&gt;未选择输出。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EditLens parser</source>
        <translation>EditLens 解析器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): global edit — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T, α = 1</source>
        <translation>&lt;b&gt;解析&lt;/b&gt;（%1）：全局编辑 — S&lt;sub&gt;modify&lt;/sub&gt; = CLIP-T，α = 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Parse&lt;/b&gt; (%1): %2 → %3 · %4 · size %5 · position %6</source>
        <translation>&lt;b&gt;解析&lt;/b&gt;（%1）：%2 → %3 · %4 · 大小 %5 · 位置 %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reference: %1)</source>
        <translation>（参考：%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;i&gt;not computed&lt;/i&gt;</source>
        <translation>&lt;i&gt;未计算&lt;/i&gt;</translation>
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
        <translation>&lt;b&gt;BPM&lt;/b&gt; 已存储</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>BPM(α): &lt;i&gt;no stored components for this output&lt;/i&gt; (editlens-cli score --metrics bpm)</source>
        <translation>BPM(α)：&lt;i&gt;此输出没有已存储的组成部分&lt;/i&gt;（editlens-cli score --metrics bpm）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;recomputed over %n output(s)&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;BPM(α = %1) = %2&lt;/b&gt; &lt;small&gt;基于 %n 个输出重新计算&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BPM(α = %1): &lt;i&gt;unavailable&lt;/i&gt; — %2</source>
        <translation>BPM(α = %1)：&lt;i&gt;不可用&lt;/i&gt; — %2</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ScoresModel</name>
    <message numerus="yes">
        <location filename="../ui/itemmodels/scoresmodel.cpp" line="+131"/>
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n 个框</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>↑ higher is better</source>
        <translation>↑ 越高越好</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>↓ lower is better</source>
        <translation>↓ 越低越好</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unavailable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not computed for this output (editlens-cli score).</source>
        <translation>尚未为此输出计算（editlens-cli score）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version: %1</source>
        <translation>版本：%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better</source>
        <translation>优劣方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version / reason</source>
        <translation>版本 / 原因</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutSheet</name>
    <message>
        <location filename="../ui/settings/shortcutsheet.cpp" line="+20"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Customise…</source>
        <translation>自定义…</translation>
    </message>
</context>
<context>
    <name>editlens::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/settings/shortcutsdialog.cpp" line="+36"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Action&lt;/b&gt;</source>
        <translation>&lt;b&gt;操作&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation>&lt;b&gt;按键&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Alternative&lt;/b&gt;</source>
        <translation>&lt;b&gt;备用按键&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 is used by %2</source>
        <translation>%1 已被“%2”占用</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyBrowser</name>
    <message>
        <location filename="../ui/docks/studybrowser.cpp" line="+68"/>
        <source>Filter items (id, instruction, system)…</source>
        <translation>筛选项目（ID、指令、系统）…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only items with an output of this system</source>
        <translation>仅显示含有此系统输出的项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items of this edit type (BPM parse)</source>
        <translation>仅显示此编辑类型的项目（BPM 解析）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only items whose mean of this metric lies in the range</source>
        <translation>仅显示此指标均值位于该范围内的项目</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum (inclusive)</source>
        <translation>最小值（含）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum (inclusive)</source>
        <translation>最大值（含）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>All systems</source>
        <translation>所有系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All edit types</source>
        <translation>所有编辑类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any metric value</source>
        <translation>任意指标值</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyJob</name>
    <message>
        <location filename="../ui/studyjob.cpp" line="+28"/>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exporting to %1…</source>
        <translation>正在导出到 %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; the study was not changed.</source>
        <translation>已取消；研究未被更改。</translation>
    </message>
</context>
<context>
    <name>editlens::ui::StudyPlanDialog</name>
    <message>
        <location filename="../ui/annotate/studyplandialog.cpp" line="+44"/>
        <source>Show system names to annotators (otherwise “Output A”, “Output B”, … in a shuffled order)</source>
        <translation>向标注者显示系统名称（否则以随机顺序显示为“输出 A”“输出 B”…）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the detectors&apos; difference boxes (a DICE-D review task)</source>
        <translation>显示检测器的差异框（DICE-D 审核任务）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show ground-truth boxes and reference images</source>
        <translation>显示真值框和参考图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock items after submit (changes need an audited revise)</source>
        <translation>提交后锁定项目（修改需经过有审计记录的修订）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A name outside the plan may open a session (asked first; otherwise refused)</source>
        <translation>计划外的姓名也可开启会话（会先询问；否则拒绝）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the passphrase</source>
        <translation>移除口令</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+77"/>
        <location line="+5"/>
        <location line="+26"/>
        <source>Study Plan</source>
        <translation>研究计划</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>names separated by commas</source>
        <translation>姓名，以英文逗号分隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids separated by commas; empty = every item</source>
        <translation>项目 ID，以英文逗号分隔；留空 = 全部项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>item ids of gold / attention items</source>
        <translation>金标准 / 注意力检查项目的 ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratings on the rubric</source>
        <translation>按评分标准打分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairwise preferences (balanced pair schedule)</source>
        <translation>成对偏好（均衡的配对安排）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both, mixed in one session (every second item is a pair)</source>
        <translation>两者混合在同一会话中（每隔一项为成对比较）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>every pair</source>
        <translation>所有配对</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no reminder</source>
        <translation>不提醒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown to annotators above the rubric&apos;s instructions (optional)</source>
        <translation>显示在评分标准说明上方，供标注者阅读（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens next, shown when an annotator has finished (optional)</source>
        <translation>标注者完成后显示的后续说明（可选）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: anyone with the study file can change the plan</source>
        <translation>无：任何拥有研究文件的人都可以更改计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set; type a new one to change it</source>
        <translation>已设置；输入新口令即可更改</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotators:</source>
        <translation>标注者：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Systems shown:</source>
        <translation>显示的系统：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Items:</source>
        <translation>项目：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs per item:</source>
        <translation>每项配对数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annotators see:</source>
        <translation>标注者可见：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gold items:</source>
        <translation>金标准项目：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break reminder after:</source>
        <translation>休息提醒间隔：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instructions:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When done:</source>
        <translation>完成后：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passphrase:</source>
        <translation>口令：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This plan is protected. The study&apos;s passphrase:</source>
        <translation>此计划受保护。请输入研究口令：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not the study&apos;s passphrase; the plan is unchanged.</source>
        <translation>口令不正确；计划未更改。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read the study</source>
        <translation>无法读取研究</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A plan needs at least one annotator.</source>
        <translation>计划至少需要一名标注者。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create the study plan</source>
        <translation>无法创建研究计划</translation>
    </message>
</context>
<context>
    <name>editlens::ui::SubsetControls</name>
    <message>
        <location filename="../ui/alignmentview/subsetcontrols.cpp" line="+23"/>
        <source>Compute every table on the outputs of one edit type (from the instruction&apos;s parse), one tag or one system only.</source>
        <translation>仅针对某一编辑类型（来自指令解析）、某一标签或某一系统的输出计算所有表格。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extreme edits only: per dimension, the outputs whose mean human rating is at or below the q-quantile or at or above the (1 − q)-quantile (ViFi-CLIP, table (g)).</source>
        <translation>仅限极端编辑：在每个维度上，取人工平均评分不高于 q 分位数或不低于 (1 − q) 分位数的输出（ViFi-CLIP，表 (g)）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The systems every table is computed on (VIEScore&apos;s tables leave some released systems out); the choice is kept for this study.</source>
        <translation>计算每个表格所用的系统（VIEScore 的表格排除了部分已发布的系统）；此选择会为本研究保留。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Subset:</source>
        <translation>子集：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extremes q:</source>
        <translation>极端值 q：</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 system</source>
        <translation>1 个系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All %1 systems</source>
        <translation>全部 %1 个系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 systems</source>
        <translation>%2 个系统中的 %1 个</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>All Systems</source>
        <translation>所有系统</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>All outputs</source>
        <translation>所有输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit type: %1</source>
        <translation>编辑类型：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tag: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System: %1</source>
        <translation>系统：%1</translation>
    </message>
</context>
<context>
    <name>editlens::ui::TileImages</name>
    <message>
        <location filename="../ui/session/imagetile.cpp" line="+199"/>
        <source>no image</source>
        <translation>无图像</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot read the image</source>
        <translation>无法读取图像</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+139"/>
        <source>Workbench for instruction-guided image editing.</source>
        <translation>指令引导图像编辑的评估工作台。</translation>
    </message>
    <message>
        <source>Study file to open.</source>
        <translation type="vanished">要打开的研究文件。</translation>
    </message>
    <message>
        <location filename="../ui/guiutil/passwordprompt.cpp" line="+10"/>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>%1

Password for %2 on %3:</source>
        <translation type="vanished">%1

%3 上 %2 的密码：</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+5"/>
        <source>Study file, or server URL (postgresql://…?study=NAME), to open.</source>
        <translation>要打开的研究文件或服务器 URL（postgresql://…?study=NAME）。</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Show item number N (1-based).</source>
        <translation>显示第 N 项（从 1 开始计数）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open, render, save a PNG of the window to FILE and exit.</source>
        <translation>打开并渲染窗口，将其截图保存为 PNG 文件 FILE，然后退出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comparison mode: side, grid, swipe or flicker.</source>
        <translation>对比模式：side、grid、swipe 或 flicker。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Annotate as NAME in an annotator&apos;s session: the plan&apos;s items one by one, no system names, scores or other people&apos;s answers unless the plan reveals them.</source>
        <translation>以 NAME 的身份进入标注会话：逐项标注计划中的项目；除非计划允许，否则不显示系统名称、分数或他人的回答。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown). Refused for a hand-out and for an annotator&apos;s own server login.</source>
        <translation>与 --annotator 一起使用：改为在完整工作台中以 NAME 的身份标注（研究负责人视图，显示所有名称和分数）。分发包和标注者自己的服务器登录不允许使用此选项。</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>--workbench is refused: %1 is %2&apos;s hand-out or login, which opens only as %2&apos;s session (open it without --workbench)</source>
        <translation>--workbench 被拒绝：%1 是 %2 的分发包或登录，只能以 %2 的会话打开（请不带 --workbench 打开）</translation>
    </message>
    <message>
        <source>With --annotator: annotate as NAME in the full workbench instead (the study runner&apos;s view, every name and score shown).</source>
        <translation type="vanished">与 --annotator 一起使用：改为在完整工作台中以 NAME 的身份标注（研究负责人视图，显示所有名称和分数）。</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>With --annotator and --screenshot: the page to show (instructions, task, break or done).</source>
        <translation>与 --annotator 和 --screenshot 一起使用：要显示的页面（instructions、task、break 或 done）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show and raise the dock titled TITLE (e.g. &quot;Difference Evaluation&quot;).</source>
        <translation>显示并前置标题为 TITLE 的停靠窗口（例如“差异评估”）。</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+120"/>
        <source>Cannot open the study</source>
        <translation>无法打开研究</translation>
    </message>
</context>
</TS>
