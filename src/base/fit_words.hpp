// Text on one line of a given width keeps its words whole: a line too
// long is cut after the last word that fits, with an ellipsis (… or ...
// without Unicode), never in the middle of a word: the screen's bars and
// prompt, and the columns of the high scores.
#pragma once

#include <string>

namespace wumpus::base {

// `text` if it has at most `width` characters (UTF-8 aware), else its
// words that fit with the ellipsis after them; a first word longer than
// the line is cut to fit.
std::string fit_words(const std::string& text, int width, bool unicode);

}  // namespace wumpus::base
