#include "inference/htmlunescape.h"

#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <iterator>

namespace editlens::core {

namespace {

struct NamedReference
{
    const char *name;
    char16_t character;
};

// Generated with CPython 3.11.2 (Debian 12): every key k of html.entities.html5 for which k without ";" is in
// html.entities.name2codepoint (plus AMP COPY GT LT QUOT REG), and every key without ";", mapped to html5[k].
// Sorted by name (byte order) for binary search.
constexpr NamedReference kNamedReferences[] = {
    {"AElig", 0xc6},     {"AElig;", 0xc6},     {"AMP", 0x26},       {"AMP;", 0x26},      {"Aacute", 0xc1},
    {"Aacute;", 0xc1},   {"Acirc", 0xc2},      {"Acirc;", 0xc2},    {"Agrave", 0xc0},    {"Agrave;", 0xc0},
    {"Alpha;", 0x391},   {"Aring", 0xc5},      {"Aring;", 0xc5},    {"Atilde", 0xc3},    {"Atilde;", 0xc3},
    {"Auml", 0xc4},      {"Auml;", 0xc4},      {"Beta;", 0x392},    {"COPY", 0xa9},      {"COPY;", 0xa9},
    {"Ccedil", 0xc7},    {"Ccedil;", 0xc7},    {"Chi;", 0x3a7},     {"Dagger;", 0x2021}, {"Delta;", 0x394},
    {"ETH", 0xd0},       {"ETH;", 0xd0},       {"Eacute", 0xc9},    {"Eacute;", 0xc9},   {"Ecirc", 0xca},
    {"Ecirc;", 0xca},    {"Egrave", 0xc8},     {"Egrave;", 0xc8},   {"Epsilon;", 0x395}, {"Eta;", 0x397},
    {"Euml", 0xcb},      {"Euml;", 0xcb},      {"GT", 0x3e},        {"GT;", 0x3e},       {"Gamma;", 0x393},
    {"Iacute", 0xcd},    {"Iacute;", 0xcd},    {"Icirc", 0xce},     {"Icirc;", 0xce},    {"Igrave", 0xcc},
    {"Igrave;", 0xcc},   {"Iota;", 0x399},     {"Iuml", 0xcf},      {"Iuml;", 0xcf},     {"Kappa;", 0x39a},
    {"LT", 0x3c},        {"LT;", 0x3c},        {"Lambda;", 0x39b},  {"Mu;", 0x39c},      {"Ntilde", 0xd1},
    {"Ntilde;", 0xd1},   {"Nu;", 0x39d},       {"OElig;", 0x152},   {"Oacute", 0xd3},    {"Oacute;", 0xd3},
    {"Ocirc", 0xd4},     {"Ocirc;", 0xd4},     {"Ograve", 0xd2},    {"Ograve;", 0xd2},   {"Omega;", 0x3a9},
    {"Omicron;", 0x39f}, {"Oslash", 0xd8},     {"Oslash;", 0xd8},   {"Otilde", 0xd5},    {"Otilde;", 0xd5},
    {"Ouml", 0xd6},      {"Ouml;", 0xd6},      {"Phi;", 0x3a6},     {"Pi;", 0x3a0},      {"Prime;", 0x2033},
    {"Psi;", 0x3a8},     {"QUOT", 0x22},       {"QUOT;", 0x22},     {"REG", 0xae},       {"REG;", 0xae},
    {"Rho;", 0x3a1},     {"Scaron;", 0x160},   {"Sigma;", 0x3a3},   {"THORN", 0xde},     {"THORN;", 0xde},
    {"Tau;", 0x3a4},     {"Theta;", 0x398},    {"Uacute", 0xda},    {"Uacute;", 0xda},   {"Ucirc", 0xdb},
    {"Ucirc;", 0xdb},    {"Ugrave", 0xd9},     {"Ugrave;", 0xd9},   {"Upsilon;", 0x3a5}, {"Uuml", 0xdc},
    {"Uuml;", 0xdc},     {"Xi;", 0x39e},       {"Yacute", 0xdd},    {"Yacute;", 0xdd},   {"Yuml;", 0x178},
    {"Zeta;", 0x396},    {"aacute", 0xe1},     {"aacute;", 0xe1},   {"acirc", 0xe2},     {"acirc;", 0xe2},
    {"acute", 0xb4},     {"acute;", 0xb4},     {"aelig", 0xe6},     {"aelig;", 0xe6},    {"agrave", 0xe0},
    {"agrave;", 0xe0},   {"alefsym;", 0x2135}, {"alpha;", 0x3b1},   {"amp", 0x26},       {"amp;", 0x26},
    {"and;", 0x2227},    {"ang;", 0x2220},     {"aring", 0xe5},     {"aring;", 0xe5},    {"asymp;", 0x2248},
    {"atilde", 0xe3},    {"atilde;", 0xe3},    {"auml", 0xe4},      {"auml;", 0xe4},     {"bdquo;", 0x201e},
    {"beta;", 0x3b2},    {"brvbar", 0xa6},     {"brvbar;", 0xa6},   {"bull;", 0x2022},   {"cap;", 0x2229},
    {"ccedil", 0xe7},    {"ccedil;", 0xe7},    {"cedil", 0xb8},     {"cedil;", 0xb8},    {"cent", 0xa2},
    {"cent;", 0xa2},     {"chi;", 0x3c7},      {"circ;", 0x2c6},    {"clubs;", 0x2663},  {"cong;", 0x2245},
    {"copy", 0xa9},      {"copy;", 0xa9},      {"crarr;", 0x21b5},  {"cup;", 0x222a},    {"curren", 0xa4},
    {"curren;", 0xa4},   {"dArr;", 0x21d3},    {"dagger;", 0x2020}, {"darr;", 0x2193},   {"deg", 0xb0},
    {"deg;", 0xb0},      {"delta;", 0x3b4},    {"diams;", 0x2666},  {"divide", 0xf7},    {"divide;", 0xf7},
    {"eacute", 0xe9},    {"eacute;", 0xe9},    {"ecirc", 0xea},     {"ecirc;", 0xea},    {"egrave", 0xe8},
    {"egrave;", 0xe8},   {"empty;", 0x2205},   {"emsp;", 0x2003},   {"ensp;", 0x2002},   {"epsilon;", 0x3b5},
    {"equiv;", 0x2261},  {"eta;", 0x3b7},      {"eth", 0xf0},       {"eth;", 0xf0},      {"euml", 0xeb},
    {"euml;", 0xeb},     {"euro;", 0x20ac},    {"exist;", 0x2203},  {"fnof;", 0x192},    {"forall;", 0x2200},
    {"frac12", 0xbd},    {"frac12;", 0xbd},    {"frac14", 0xbc},    {"frac14;", 0xbc},   {"frac34", 0xbe},
    {"frac34;", 0xbe},   {"frasl;", 0x2044},   {"gamma;", 0x3b3},   {"ge;", 0x2265},     {"gt", 0x3e},
    {"gt;", 0x3e},       {"hArr;", 0x21d4},    {"harr;", 0x2194},   {"hearts;", 0x2665}, {"hellip;", 0x2026},
    {"iacute", 0xed},    {"iacute;", 0xed},    {"icirc", 0xee},     {"icirc;", 0xee},    {"iexcl", 0xa1},
    {"iexcl;", 0xa1},    {"igrave", 0xec},     {"igrave;", 0xec},   {"image;", 0x2111},  {"infin;", 0x221e},
    {"int;", 0x222b},    {"iota;", 0x3b9},     {"iquest", 0xbf},    {"iquest;", 0xbf},   {"isin;", 0x2208},
    {"iuml", 0xef},      {"iuml;", 0xef},      {"kappa;", 0x3ba},   {"lArr;", 0x21d0},   {"lambda;", 0x3bb},
    {"lang;", 0x27e8},   {"laquo", 0xab},      {"laquo;", 0xab},    {"larr;", 0x2190},   {"lceil;", 0x2308},
    {"ldquo;", 0x201c},  {"le;", 0x2264},      {"lfloor;", 0x230a}, {"lowast;", 0x2217}, {"loz;", 0x25ca},
    {"lrm;", 0x200e},    {"lsaquo;", 0x2039},  {"lsquo;", 0x2018},  {"lt", 0x3c},        {"lt;", 0x3c},
    {"macr", 0xaf},      {"macr;", 0xaf},      {"mdash;", 0x2014},  {"micro", 0xb5},     {"micro;", 0xb5},
    {"middot", 0xb7},    {"middot;", 0xb7},    {"minus;", 0x2212},  {"mu;", 0x3bc},      {"nabla;", 0x2207},
    {"nbsp", 0xa0},      {"nbsp;", 0xa0},      {"ndash;", 0x2013},  {"ne;", 0x2260},     {"ni;", 0x220b},
    {"not", 0xac},       {"not;", 0xac},       {"notin;", 0x2209},  {"nsub;", 0x2284},   {"ntilde", 0xf1},
    {"ntilde;", 0xf1},   {"nu;", 0x3bd},       {"oacute", 0xf3},    {"oacute;", 0xf3},   {"ocirc", 0xf4},
    {"ocirc;", 0xf4},    {"oelig;", 0x153},    {"ograve", 0xf2},    {"ograve;", 0xf2},   {"oline;", 0x203e},
    {"omega;", 0x3c9},   {"omicron;", 0x3bf},  {"oplus;", 0x2295},  {"or;", 0x2228},     {"ordf", 0xaa},
    {"ordf;", 0xaa},     {"ordm", 0xba},       {"ordm;", 0xba},     {"oslash", 0xf8},    {"oslash;", 0xf8},
    {"otilde", 0xf5},    {"otilde;", 0xf5},    {"otimes;", 0x2297}, {"ouml", 0xf6},      {"ouml;", 0xf6},
    {"para", 0xb6},      {"para;", 0xb6},      {"part;", 0x2202},   {"permil;", 0x2030}, {"perp;", 0x22a5},
    {"phi;", 0x3c6},     {"pi;", 0x3c0},       {"piv;", 0x3d6},     {"plusmn", 0xb1},    {"plusmn;", 0xb1},
    {"pound", 0xa3},     {"pound;", 0xa3},     {"prime;", 0x2032},  {"prod;", 0x220f},   {"prop;", 0x221d},
    {"psi;", 0x3c8},     {"quot", 0x22},       {"quot;", 0x22},     {"rArr;", 0x21d2},   {"radic;", 0x221a},
    {"rang;", 0x27e9},   {"raquo", 0xbb},      {"raquo;", 0xbb},    {"rarr;", 0x2192},   {"rceil;", 0x2309},
    {"rdquo;", 0x201d},  {"real;", 0x211c},    {"reg", 0xae},       {"reg;", 0xae},      {"rfloor;", 0x230b},
    {"rho;", 0x3c1},     {"rlm;", 0x200f},     {"rsaquo;", 0x203a}, {"rsquo;", 0x2019},  {"sbquo;", 0x201a},
    {"scaron;", 0x161},  {"sdot;", 0x22c5},    {"sect", 0xa7},      {"sect;", 0xa7},     {"shy", 0xad},
    {"shy;", 0xad},      {"sigma;", 0x3c3},    {"sigmaf;", 0x3c2},  {"sim;", 0x223c},    {"spades;", 0x2660},
    {"sub;", 0x2282},    {"sube;", 0x2286},    {"sum;", 0x2211},    {"sup1", 0xb9},      {"sup1;", 0xb9},
    {"sup2", 0xb2},      {"sup2;", 0xb2},      {"sup3", 0xb3},      {"sup3;", 0xb3},     {"sup;", 0x2283},
    {"supe;", 0x2287},   {"szlig", 0xdf},      {"szlig;", 0xdf},    {"tau;", 0x3c4},     {"there4;", 0x2234},
    {"theta;", 0x3b8},   {"thetasym;", 0x3d1}, {"thinsp;", 0x2009}, {"thorn", 0xfe},     {"thorn;", 0xfe},
    {"tilde;", 0x2dc},   {"times", 0xd7},      {"times;", 0xd7},    {"trade;", 0x2122},  {"uArr;", 0x21d1},
    {"uacute", 0xfa},    {"uacute;", 0xfa},    {"uarr;", 0x2191},   {"ucirc", 0xfb},     {"ucirc;", 0xfb},
    {"ugrave", 0xf9},    {"ugrave;", 0xf9},    {"uml", 0xa8},       {"uml;", 0xa8},      {"upsih;", 0x3d2},
    {"upsilon;", 0x3c5}, {"uuml", 0xfc},       {"uuml;", 0xfc},     {"weierp;", 0x2118}, {"xi;", 0x3be},
    {"yacute", 0xfd},    {"yacute;", 0xfd},    {"yen", 0xa5},       {"yen;", 0xa5},      {"yuml", 0xff},
    {"yuml;", 0xff},     {"zeta;", 0x3b6},     {"zwj;", 0x200d},    {"zwnj;", 0x200c},
};

const NamedReference *findNamed(const QByteArray &name)
{
    const auto *end = std::end(kNamedReferences);
    const auto *it =
        std::lower_bound(std::begin(kNamedReferences), end, name, [](const NamedReference &ref, const QByteArray &key) {
            return std::strcmp(ref.name, key.constData()) < 0;
        });
    return it != end && name == it->name ? it : nullptr;
}

// Python's html._invalid_charrefs: what a numeric reference to 0x00, 0x0D or 0x80–0x9F stands for.
constexpr char16_t kWindows1252[32] = {0x20ac, 0x81,   0x201a, 0x192,  0x201e, 0x2026, 0x2020, 0x2021,
                                       0x2c6,  0x2030, 0x160,  0x2039, 0x152,  0x8d,   0x17d,  0x8f,
                                       0x90,   0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
                                       0x2dc,  0x2122, 0x161,  0x203a, 0x153,  0x9d,   0x17e,  0x178};

bool isInvalidCodePoint(char32_t c)
{
    return (c >= 0x1 && c <= 0x8) || c == 0xb || (c >= 0xe && c <= 0x1f) || (c >= 0x7f && c <= 0x9f)
           || (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) == 0xfffe;
}

QString numericReference(const QString &digits, int base)
{
    // Any value above U+10FFFF means the same thing (U+FFFD), so stop accumulating there instead of overflowing.
    char32_t value = 0;
    for (const QChar ch : digits) {
        const int d = ch.isDigit() ? ch.unicode() - u'0' : (ch.toLower().unicode() - u'a' + 10);
        value = std::min<char32_t>(value * base + char32_t(d), 0x110000);
    }
    if (value == 0)
        return QString(QChar(0xfffd));
    if (value == 0x0d)
        return QString(QChar(0x0d));
    if (value >= 0x80 && value <= 0x9f)
        return QString(QChar(kWindows1252[value - 0x80]));
    if ((value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff)
        return QString(QChar(0xfffd));
    if (isInvalidCodePoint(value))
        return {};
    return QString::fromUcs4(&value, 1);
}

QString namedReference(const QString &body)
{
    const QByteArray name = body.toLatin1();
    if (const auto *ref = findNamed(name))
        return QString(QChar(ref->character));
    // As Python: the longest prefix of at least two characters that is a (legacy, ";"-less) name.
    for (int length = int(name.size()) - 1; length > 1; --length) {
        if (const auto *ref = findNamed(name.left(length)))
            return QChar(ref->character) + body.mid(length);
    }
    return QLatin1Char('&') + body;
}

} // namespace

QString htmlUnescape(const QString &text)
{
    if (!text.contains(QLatin1Char('&')))
        return text;
    // Python's html._charref pattern (the `re` module: [0-9] is ASCII only, {1,32} counts code points).
    static const QRegularExpression reference(
        QStringLiteral("&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\\t\\n\\f <&#;]{1,32};?)"));
    QString result;
    result.reserve(text.size());
    qsizetype last = 0;
    auto it = reference.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        result += QStringView(text).mid(last, match.capturedStart() - last);
        QString body = match.captured(1);
        if (body.startsWith(QLatin1Char('#'))) {
            if (body.endsWith(QLatin1Char(';')))
                body.chop(1);
            const bool hex = body.size() > 1 && (body.at(1) == u'x' || body.at(1) == u'X');
            result += numericReference(body.mid(hex ? 2 : 1), hex ? 16 : 10);
        } else {
            result += namedReference(body);
        }
        last = match.capturedEnd();
    }
    result += QStringView(text).mid(last);
    return result;
}

} // namespace editlens::core
