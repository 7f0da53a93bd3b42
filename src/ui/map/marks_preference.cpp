#include "ui/map/marks_preference.hpp"

#include "base/atomic_file.hpp"
#include "paths/user_dirs.hpp"

#include <fstream>

namespace wumpus::ui {
namespace {

std::string marks_file() {
  return paths::user_data_dir() + "/map-marks";
}

}  // namespace

std::optional<bool> marks_preference() {
  std::ifstream in(marks_file());
  std::string word;
  if (!(in >> word)) return std::nullopt;
  if (word == "shown") return true;
  if (word == "hidden") return false;
  return std::nullopt;  // anything else: as if never chosen
}

bool remember_marks(bool shown, std::string* error) {
  std::string ignored;
  paths::ensure_dir(paths::user_data_dir(), &ignored);
  return base::write_atomically(marks_file(), shown ? "shown\n" : "hidden\n",
                                error);
}

}  // namespace wumpus::ui
