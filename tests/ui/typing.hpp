// Typing into the line editor as a terminal sends keys: one byte a key,
// so UTF-8 arrives a byte at a time.
#pragma once

#include "ui/text/line_editor.hpp"

#include <string>

namespace wumpus::testing {

inline ui::LineEditor::Result type_keys(ui::LineEditor& editor,
                                        const std::string& text) {
  ui::LineEditor::Result result = ui::LineEditor::Result::Editing;
  for (const char c : text) result = editor.key(static_cast<unsigned char>(c));
  return result;
}

}  // namespace wumpus::testing
