#include "svg_art.h"

#include <QPainter>

namespace poch::app {

bool SvgArt::load(const QString& path) {
    auto renderer = std::make_unique<QSvgRenderer>(path);
    if (!renderer->isValid()) return false;
    renderer_ = std::move(renderer);
    cache_.clear();
    return true;
}

QRectF SvgArt::bounds(const QString& id) const {
    if (!has(id)) return {};
    // Element bounds are in the element's parent's user space; map them
    // into the drawing's, in case a group moves or scales its children.
    return renderer_->transformForElement(id).mapRect(renderer_->boundsOnElement(id));
}

QPixmap SvgArt::pixmap(const QString& id, QSize size) {
    if (!renderer_ || size.isEmpty()) return {};
    const QString key = id + QLatin1Char('@') + QString::number(size.width()) + QLatin1Char('x') + QString::number(size.height());
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    if (id.isEmpty()) renderer_->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    else renderer_->render(&painter, id, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    QPixmap result = QPixmap::fromImage(image);
    cache_.insert(key, result);
    return result;
}

QPixmap SvgArt::picture(QSize size) { return pixmap(QString(), size); }

} // namespace poch::app
