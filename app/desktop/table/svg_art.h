// One SVG drawing whose elements are drawn as pixmaps: boards, chips.
// Each element is rendered once per pixel size and kept.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QString>
#include <QSvgRenderer>

#include <memory>

namespace poch::app {

class SvgArt {
public:
    // Returns false if the file cannot be read as SVG.
    bool load(const QString& path);
    bool loaded() const { return renderer_ != nullptr; }
    bool has(const QString& id) const { return renderer_ && renderer_->elementExists(id); }
    // Where an element lies, in the drawing's own units.
    QRectF bounds(const QString& id) const;
    QRectF viewBox() const { return renderer_ ? renderer_->viewBoxF() : QRectF(); }
    QPixmap pixmap(const QString& id, QSize size);
    // The whole drawing.
    QPixmap picture(QSize size);
    QSvgRenderer* renderer() const { return renderer_.get(); }

private:
    std::unique_ptr<QSvgRenderer> renderer_;
    QHash<QString, QPixmap> cache_;
};

} // namespace poch::app
