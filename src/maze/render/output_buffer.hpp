// A text buffer in front of an std::ostream that the renderers format into
// with fmt and that hands its contents over in chunks, so output streams
// without one stream call per number.
#pragma once

#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <ostream>
#include <string>

namespace wumpus::maze {

class OutputBuffer {
 public:
  explicit OutputBuffer(std::ostream& out) : out_(out) {
    text_.reserve(kChunk + 256);
  }
  ~OutputBuffer() { flush(); }
  OutputBuffer(const OutputBuffer&) = delete;
  OutputBuffer& operator=(const OutputBuffer&) = delete;

  template <typename... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    fmt::format_to(std::back_inserter(text_), format,
                   std::forward<Args>(args)...);
    if (text_.size() >= kChunk) flush();
  }
  void put(std::string_view text) {
    text_ += text;
    if (text_.size() >= kChunk) flush();
  }
  // Faster than print("{}") for the millions of numbers in JSON.
  void put_number(std::uint64_t value) {
    char digits[20];
    const char* end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    text_.append(digits, static_cast<std::size_t>(end - digits));
    if (text_.size() >= kChunk) flush();
  }
  void flush() {
    out_.write(text_.data(), static_cast<std::streamsize>(text_.size()));
    text_.clear();
  }

 private:
  static constexpr std::size_t kChunk = 1 << 16;
  std::ostream& out_;
  std::string text_;
};

}  // namespace wumpus::maze
