// A fresh scratch directory per test, removed with everything in it when
// the test ends, passed or failed (REQUIRE unwinds through destructors);
// and reading back what a test wrote.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace wumpus::testing {

// The whole file at `path`, or "" when it cannot be read.
inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

class TempDir {
 public:
  // `what` names the test in the directory's name, for a stray leftover.
  explicit TempDir(const std::string& what = "test") {
    std::string pattern = (std::filesystem::temp_directory_path() /
                           ("wumpus-" + what + "-XXXXXX"))
                              .string();
    if (::mkdtemp(pattern.data()) == nullptr)
      throw std::runtime_error("cannot create a directory like " + pattern);
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  // The path of `name` inside the directory.
  std::string file(const std::string& name) const {
    return (path_ / name).string();
  }
  // Writes `text` to `name` inside the directory; returns its path.
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name, std::ios::binary) << text;
    return file(name);
  }

 private:
  std::filesystem::path path_;
};

}  // namespace wumpus::testing
