// The translation contexts in the sources against the catalogues. QTranslator matches a context exactly, so a
// message looked up under a context the .ts files lack is shown in English, however complete its translation under
// another name. Two ways that happens, each checked on the sources of core/, ui/ and app/:
//   1. a lookup lupdate cannot read: a helper such as `QString tr(const char *t) { return translate("X", t); }`
//      makes lupdate file each `tr("…")` under the enclosing namespace, while the lookup asks for "X";
//   2. a context nobody ran lupdate for: QCoreApplication::translate("X", …), QT_TRANSLATE_NOOP("X", …),
//      Q_DECLARE_TR_FUNCTIONS(X) or a Q_OBJECT class with tr() calls whose context is missing from a .ts file.
// Beside them, translator comments (//:) are checked against their message: a placeholder the comment names and the
// message lacks means the comment describes another text.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

/// Where a context is used: a source file relative to the source root, and a 1-based line.
struct Use
{
    QString context;
    QString file;
    int line = 0;
};

/// The text of a C++ file with its comments blanked (newlines kept, so offsets keep their line numbers). String and
/// character literals stay, raw strings included.
QString withoutComments(const QString &text)
{
    QString out = text;
    const qsizetype n = out.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = out.at(i);
        const QChar next = i + 1 < n ? out.at(i + 1) : QChar();
        if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
            for (; i < n && out.at(i) != QLatin1Char('\n'); ++i)
                out[i] = QLatin1Char(' ');
        } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            const qsizetype end = out.indexOf(QLatin1String("*/"), i + 2);
            const qsizetype stop = end < 0 ? n : end + 2;
            for (; i < stop; ++i)
                if (out.at(i) != QLatin1Char('\n'))
                    out[i] = QLatin1Char(' ');
            --i;
        } else if (c == QLatin1Char('R') && next == QLatin1Char('"')) {
            const qsizetype open = out.indexOf(QLatin1Char('('), i + 2);
            if (open < 0)
                break;
            const QString close = QLatin1Char(')') + out.mid(i + 2, open - i - 2) + QLatin1Char('"');
            const qsizetype end = out.indexOf(close, open);
            i = end < 0 ? n : end + close.size() - 1;
        } else if (c == QLatin1Char('"') || (c == QLatin1Char('\'') && (i == 0 || !out.at(i - 1).isLetterOrNumber()))) {
            // (a quote after a digit is a digit separator, 1'000)
            for (++i; i < n && out.at(i) != c; ++i)
                if (out.at(i) == QLatin1Char('\\'))
                    ++i;
        }
    }
    return out;
}

/// `text` with the contents of its string and character literals blanked: what is left is code only.
QString withoutLiterals(const QString &code)
{
    QString out = code;
    static const QRegularExpression literal(QStringLiteral("\"(?:[^\"\\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\\n]|\\\\.)*'"));
    for (auto it = literal.globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        for (qsizetype i = m.capturedStart() + 1; i < m.capturedEnd() - 1; ++i)
            out[i] = QLatin1Char(' ');
    }
    return out;
}

/// One source file as the checks read it.
struct Source
{
    QString path; ///< relative to the source root
    QString code; ///< comments blanked
    int lineAt(qsizetype offset) const { return int(code.left(offset).count(QLatin1Char('\n'))) + 1; }
};

QList<Source> sources()
{
    QList<Source> out;
    const QDir root(QStringLiteral(EDITLENS_SOURCE_DIR));
    for (const char *top : {"core", "ui", "app"}) {
        QDirIterator it(root.filePath(QLatin1String(top)), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            out << Source{root.relativeFilePath(file.fileName()), withoutComments(QString::fromUtf8(file.readAll()))};
        }
    }
    std::sort(out.begin(), out.end(), [](const Source &a, const Source &b) { return a.path < b.path; });
    return out;
}

/// What the scope scan of one file finds.
struct ClassScan
{
    /// Q_OBJECT classes, by the name moc and lupdate give them (namespaces and enclosing classes joined by "::",
    /// anonymous namespaces adding nothing), with the offset of their Q_OBJECT.
    QList<QPair<QString, qsizetype>> qobjects;
    /// The classes (unqualified names) that call their own tr("…"): inside the class body or in a member function
    /// defined outside it (`Foo::bar(…) { … tr("…") … }`, its initialiser list included).
    QSet<QString> translating;
};

/// Scans `code` (comments and literal contents blanked) scope by scope.
ClassScan scanClasses(const QString &code)
{
    static const QRegularExpression namespaceHead(QStringLiteral(R"(\bnamespace\s*([\w:]*)\s*$)"));
    static const QRegularExpression classHead(
        QStringLiteral(R"(\b(?:class|struct)\s+(?:\w+\s+)*?(\w+)\s*(?:final\s*)?(?::[^;{}]*)?$)"));
    static const QRegularExpression memberHead(QStringLiteral(R"((\w+)::~?\w+\s*\()"));
    static const QRegularExpression ownTr(QStringLiteral(R"((?<![\w:.>])tr\s*\(\s*")"));
    enum class Kind { Namespace, Class, Member, Block };
    struct Scope
    {
        Kind kind = Kind::Block;
        QString name; // the namespace, the class, or the class a member function belongs to
    };
    QList<Scope> stack;
    ClassScan out;
    const auto owner = [&stack]() -> QString {
        for (auto it = stack.crbegin(); it != stack.crend(); ++it) {
            if (it->kind == Kind::Class || it->kind == Kind::Member)
                return it->name;
            if (it->kind == Kind::Namespace)
                return {};
        }
        return {};
    };
    qsizetype headStart = 0;
    for (qsizetype i = 0; i < code.size(); ++i) {
        const QChar c = code.at(i);
        if (c == QLatin1Char('{')) {
            const QString head = code.mid(headStart, i - headStart).simplified();
            Scope scope;
            const bool atNamespaceLevel = stack.isEmpty() || stack.last().kind == Kind::Namespace;
            if (const auto ns = namespaceHead.match(head); ns.hasMatch()) {
                scope = {Kind::Namespace, ns.captured(1)};
            } else if (const auto cls = classHead.match(head); cls.hasMatch() && !head.contains(QLatin1Char('('))) {
                scope = {Kind::Class, cls.captured(1)};
            } else if (const auto member = memberHead.match(head); atNamespaceLevel && member.hasMatch()) {
                scope = {Kind::Member, member.captured(1)};
                if (ownTr.match(head).hasMatch()) // a tr() in the constructor's initialiser list
                    out.translating.insert(scope.name);
            }
            stack << scope;
            headStart = i + 1;
        } else if (c == QLatin1Char('}')) {
            if (!stack.isEmpty())
                stack.removeLast();
            headStart = i + 1;
        } else if (c == QLatin1Char(';')) {
            headStart = i + 1;
        } else if (c == QLatin1Char('t')
                   && ownTr
                          .match(code, i, QRegularExpression::NormalMatch,
                                 QRegularExpression::AnchorAtOffsetMatchOption)
                          .hasMatch()) {
            if (const QString name = owner(); !name.isEmpty())
                out.translating.insert(name);
        } else if (code.mid(i, 8) == QLatin1String("Q_OBJECT") && (i == 0 || !code.at(i - 1).isLetterOrNumber())
                   && !stack.isEmpty() && stack.last().kind == Kind::Class) {
            QStringList parts;
            for (const Scope &s : std::as_const(stack))
                if (s.kind != Kind::Block && !s.name.isEmpty())
                    parts << s.name;
            out.qobjects << qMakePair(parts.join(QLatin1String("::")), i);
            headStart = i + 8;
        }
    }
    return out;
}

/// Every context a source file uses, with where; `opaque` receives the lookups lupdate cannot read (a source text
/// that is not a literal, under a context the file marks no QT_TRANSLATE_NOOP for).
QList<Use> contextsOf(const QList<Source> &all, QList<Use> *opaque)
{
    static const QRegularExpression lookup(QStringLiteral(
        R"re(\b(?:QCoreApplication|QApplication|QGuiApplication)::translate\(\s*"([^"]*)"\s*,\s*(\S))re"));
    static const QRegularExpression noop(QStringLiteral(R"re(\bQT_TRANSLATE_(?:N_)?NOOP3?\(\s*"([^"]*)")re"));
    static const QRegularExpression declared(QStringLiteral(R"(\bQ_DECLARE_TR_FUNCTIONS\(\s*([\w:]+)\s*\))"));
    QList<Use> out;
    for (const Source &s : all) {
        QSet<QString> marked;
        for (auto it = noop.globalMatch(s.code); it.hasNext();) {
            const auto m = it.next();
            marked.insert(m.captured(1));
            out << Use{m.captured(1), s.path, s.lineAt(m.capturedStart())};
        }
        for (auto it = lookup.globalMatch(s.code); it.hasNext();) {
            const auto m = it.next();
            const Use use{m.captured(1), s.path, s.lineAt(m.capturedStart())};
            out << use;
            if (m.captured(2) != QLatin1String("\"") && !marked.contains(use.context))
                *opaque << use;
        }
        for (auto it = declared.globalMatch(s.code); it.hasNext();) {
            const auto m = it.next();
            out << Use{m.captured(1), s.path, s.lineAt(m.capturedStart())};
        }
    }
    // A Q_OBJECT class counts when it has messages of its own (a class without any never reaches the catalogue).
    QList<ClassScan> scans;
    QSet<QString> translating;
    for (const Source &s : all) {
        scans << scanClasses(withoutLiterals(s.code));
        translating.unite(scans.last().translating);
    }
    for (qsizetype f = 0; f < all.size(); ++f)
        for (const auto &[name, offset] : std::as_const(scans.at(f).qobjects))
            if (translating.contains(name.section(QLatin1String("::"), -1)))
                out << Use{name, all.at(f).path, all.at(f).lineAt(offset)};
    return out;
}

/// The contexts of a Qt Linguist file.
QSet<QString> contextsIn(const QString &tsFile)
{
    QSet<QString> out;
    QFile file(tsFile);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("context")) {
            while (!(xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("name"))
                   && !xml.atEnd()) {}
            out.insert(xml.readElementText());
        }
    return out;
}

/// A translator comment (`//:` lines) and the message it is written for.
struct TranslatorComment
{
    QString file;
    int line = 0;
    QString comment;
    QString message; ///< the source text of the next tr() or translate() call, adjacent literals joined
};

QList<TranslatorComment> translatorComments(const QString &path, const QString &text)
{
    static const QRegularExpression commentLines(QStringLiteral(R"((?:^[ \t]*//:[^\n]*\n)+)"),
                                                 QRegularExpression::MultilineOption);
    static const QRegularExpression call(QStringLiteral("\\btr\\s*\\(\\s*|\\btranslate\\s*\\(\\s*\"[^\"]*\"\\s*,\\s*"));
    static const QRegularExpression firstLiterals(QStringLiteral("^(?:\\s*\"((?:[^\"\\\\]|\\\\.)*)\")+"));
    static const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
    QList<TranslatorComment> out;
    for (auto it = commentLines.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        TranslatorComment c;
        c.file = path;
        c.line = int(text.left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
        c.comment = m.captured(0);
        if (const auto next = call.match(text, m.capturedEnd()); next.hasMatch()) {
            // The pattern ends where the text begins: after "tr(", or after translate's context.
            const auto literals = firstLiterals.match(text.mid(next.capturedEnd()));
            for (auto l = literal.globalMatch(literals.captured(0)); l.hasNext();)
                c.message += l.next().captured(1);
        }
        out << c;
    }
    return out;
}

} // namespace

class TestTranslationContexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theScannerSeesEachKindOfContext()
    {
        const QString code = withoutComments(
            QStringLiteral("namespace editlens::ui {\n"
                           "namespace {\n"
                           "QString helper(const char *t) { return QCoreApplication::translate(\"Helper\", t); }\n"
                           "}\n"
                           "class Window : public QWidget\n"
                           "{\n"
                           "    Q_OBJECT\n"
                           "    class Part : public QObject { Q_OBJECT QString t() { return tr(\"inline\"); } };\n"
                           "};\n"
                           "class Quiet : public QObject { Q_OBJECT };\n"
                           "// QCoreApplication::translate(\"Commented\", \"x\")\n"
                           "QString a() { return QCoreApplication::translate(\"Literal\", \"x {\"); }\n"
                           "struct Text { Q_DECLARE_TR_FUNCTIONS(Declared) };\n"
                           "Window::Window() : m_title(tr(\"own\")) { const int n = 1'000; }\n"
                           "}\n"));
        const ClassScan scan = scanClasses(withoutLiterals(code));
        QCOMPARE(scan.qobjects.size(), 3);
        QCOMPARE(scan.qobjects.at(0).first, QStringLiteral("editlens::ui::Window"));
        QCOMPARE(scan.qobjects.at(1).first, QStringLiteral("editlens::ui::Window::Part"));
        QCOMPARE(scan.qobjects.at(2).first, QStringLiteral("editlens::ui::Quiet"));
        QCOMPARE(scan.translating, (QSet<QString>{QStringLiteral("Window"), QStringLiteral("Part")}));

        QList<Use> opaque;
        const QList<Use> uses = contextsOf({Source{QStringLiteral("ui/window.cpp"), code}}, &opaque);
        QStringList names;
        for (const Use &u : uses)
            names << u.context;
        QCOMPARE(names,
                 (QStringList{QStringLiteral("Helper"), QStringLiteral("Literal"), QStringLiteral("Declared"),
                              QStringLiteral("editlens::ui::Window"), QStringLiteral("editlens::ui::Window::Part")}));
        QCOMPARE(uses.at(1).line, 12);
        QCOMPARE(uses.at(3).line, 7);
        QCOMPARE(opaque.size(), 1);
        QCOMPARE(opaque.at(0).context, QStringLiteral("Helper"));
        QCOMPARE(opaque.at(0).line, 3);
    }

    void everyLookupIsOneLupdateCanRead()
    {
        QList<Use> opaque;
        contextsOf(sources(), &opaque);
        for (const Use &u : std::as_const(opaque))
            qWarning("%s:%d: %s", qPrintable(u.file), u.line, qPrintable(u.context));
        QVERIFY2(opaque.isEmpty(),
                 "lupdate cannot see which messages the lookups above ask for, so it files them under "
                 "another context: write QCoreApplication::translate(\"Context\", \"text\") at each "
                 "call, or give a class Q_DECLARE_TR_FUNCTIONS(Context) and call its tr()");
    }

    void translatorCommentsNameOnlyTheirMessagesPlaceholders()
    {
        const QList<TranslatorComment> sample =
            translatorComments(QStringLiteral("x.cpp"),
                               QStringLiteral("a();\n    //: %1 items done of %n\n    f(tr(\"%1 of %n item(s) \"\n"
                                              "         \"done\", nullptr, n), tr(\"other\"));\n"
                                              "//: %v of %m\nQCoreApplication::translate(\"C\", \"%1 of %2\");\n"));
        QCOMPARE(sample.size(), 2);
        QCOMPARE(sample.at(0).line, 2);
        QCOMPARE(sample.at(0).message, QStringLiteral("%1 of %n item(s) done"));
        QCOMPARE(sample.at(1).message, QStringLiteral("%1 of %2"));

        // A comment that names a placeholder its message lacks describes another text (an older one, or a
        // QProgressBar format the code no longer uses).
        static const QRegularExpression placeholder(QStringLiteral("%(?:\\d+|[a-zA-Z])"));
        QStringList stale;
        const QDir root(QStringLiteral(EDITLENS_SOURCE_DIR));
        for (const Source &s : sources()) {
            QFile file(root.filePath(s.path));
            QVERIFY(file.open(QIODevice::ReadOnly));
            for (const TranslatorComment &c : translatorComments(s.path, QString::fromUtf8(file.readAll()))) {
                QStringList lacking;
                for (auto it = placeholder.globalMatch(c.comment); it.hasNext();)
                    if (const QString p = it.next().captured(0); !c.message.contains(p))
                        lacking << p;
                if (c.message.isEmpty() || !lacking.isEmpty())
                    stale << QStringLiteral("%1:%2: %3 (message: \"%4\")")
                                 .arg(c.file)
                                 .arg(c.line)
                                 .arg(c.comment.simplified(), c.message);
            }
        }
        for (const QString &line : std::as_const(stale))
            qWarning("%s", qPrintable(line));
        QVERIFY2(stale.isEmpty(), "the translator comments above name placeholders their message does not have, or "
                                  "stand before no tr() or translate() call");
    }

    void everyContextIsInTheCatalogue_data()
    {
        QTest::addColumn<QString>("tsFile");
        for (const char *language : {"de", "it", "zh_CN"})
            QTest::newRow(language)
                << QStringLiteral(EDITLENS_SOURCE_DIR "/translations/editlens_%1.ts").arg(QLatin1String(language));
    }

    void everyContextIsInTheCatalogue()
    {
        QFETCH(QString, tsFile);
        const QSet<QString> catalogue = contextsIn(tsFile);
        QVERIFY2(catalogue.size() > 50, qPrintable(tsFile));
        QList<Use> opaque;
        QList<Use> missing;
        QSet<QString> named;
        for (const Use &u : contextsOf(sources(), &opaque))
            if (!catalogue.contains(u.context) && !named.contains(u.context)) {
                named.insert(u.context);
                missing << u;
            }
        for (const Use &u : std::as_const(missing))
            qWarning("%s:%d: %s", qPrintable(u.file), u.line, qPrintable(u.context));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 context(s) above are missing from %2: refresh the "
                                                              "catalogues (cmake --build build --target lupdate) and "
                                                              "translate the new messages")
                                                   .arg(missing.size())
                                                   .arg(QFileInfo(tsFile).fileName())));
    }
};

QTEST_GUILESS_MAIN(TestTranslationContexts)
#include "tst_translationcontexts.moc"
