// Typing into the line editor as a terminal sends keys: one byte a key,
// so UTF-8 arrives a byte at a time.
#pragma once

#include "ui/text/line_editor.hpp"

#include <string>

namespace wumpus::ui::testing {

inline LineEditor::Result type(LineEditor& editor, const std::string& text) {
  LineEditor::Result result = LineEditor::Result::Editing;
  for (const char c : text) result = editor.key(static_cast<unsigned char>(c));
  return result;
}

}  // namespace wumpus::ui::testing
