// A field's words in a dialog, wrapped to the room beside the field and
// level with it, which a check box's own text cannot be: clicked, the words
// toggle a check box, and a spin box takes the keys. An option's name, when
// it has one, leads its words in bold, as the rules pages call it; the
// field's accessible name says both.
#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace poch::app {

QLabel* wordsBeside(const QString& words, QWidget* field, QWidget* parent, const QString& name = {});

} // namespace poch::app
