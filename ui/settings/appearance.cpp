#include "appearance.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace editlens::ui {

Appearance::Appearance()
    : m_originalStyle(QApplication::style() ? QApplication::style()->name() : QString())
    , m_originalPalette(QApplication::palette())
{
}

QPalette Appearance::darkPalette()
{
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xdf, 0xe1, 0xe5),
        disabledText(0x7a, 0x7e, 0x85), highlight(0x35, 0x74, 0xf0);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::Midlight, QColor(0x34, 0x36, 0x39));
    p.setColor(QPalette::Mid, QColor(0x23, 0x24, 0x27));
    p.setColor(QPalette::Dark, QColor(0x19, 0x1a, 0x1c));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

void Appearance::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    if (dark) {
        // Fusion draws everything from the palette; native styles may ignore parts of it.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
    } else {
        if (!m_originalStyle.isEmpty())
            QApplication::setStyle(QStyleFactory::create(m_originalStyle));
        QApplication::setPalette(m_originalPalette);
    }
}

} // namespace editlens::ui
