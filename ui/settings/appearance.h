#pragma once

#include <QPalette>
#include <QString>

namespace editlens::ui {

/// Switches the application between its starting look (style and palette, remembered at construction) and Fusion with
/// a dark palette. Owned by the main window; affects the whole QApplication. GUI thread only.
class Appearance
{
public:
    Appearance();

    void setDark(bool dark);
    bool isDark() const { return m_dark; }

    /// The dark palette: every colour group set, including Disabled (greyed text stays readable) and Link.
    static QPalette darkPalette();

private:
    QString m_originalStyle;
    QPalette m_originalPalette;
    bool m_dark = false;
};

} // namespace editlens::ui
