#include "base/data_file.hpp"

#include "base/escaped.hpp"
#include "base/unique_fd.hpp"

#include <fmt/core.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace wumpus::base {
std::optional<std::string> read_data_file(const std::string& path,
                                          std::string_view what,
                                          std::size_t max_bytes,
                                          std::string* error) {
  const auto fail = [&](const std::string& why) -> std::optional<std::string> {
    *error = fmt::format("{}: {}", escaped(path), why);
    return std::nullopt;
  };
  // O_NONBLOCK: opening a FIFO nobody writes to must not hang; it does
  // nothing to a regular file, the only kind read.
  const UniqueFd file(
      ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  if (!file)
    return fail(
        fmt::format("cannot open the {} ({})", what, std::strerror(errno)));
  struct stat info {};
  if (::fstat(file.get(), &info) != 0)
    return fail(
        fmt::format("cannot read the {} ({})", what, std::strerror(errno)));
  if (S_ISDIR(info.st_mode))
    return fail(fmt::format("is a directory, not a {}", what));
  if (!S_ISREG(info.st_mode))
    return fail(fmt::format("is not a regular file, so not a {}", what));
  const auto too_large = [&] {
    return fail(fmt::format("a {} may have at most {} bytes; this is larger",
                            what, max_bytes));
  };
  if (static_cast<std::uintmax_t>(info.st_size) > max_bytes) return too_large();
  std::string text;
  text.reserve(static_cast<std::size_t>(info.st_size));
  char buffer[1 << 16];
  while (true) {
    const ssize_t n = ::read(file.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0)
      return fail(
          fmt::format("cannot read the {} ({})", what, std::strerror(errno)));
    if (n == 0) return text;
    // The file may have grown since fstat.
    if (text.size() + static_cast<std::size_t>(n) > max_bytes)
      return too_large();
    text.append(buffer, static_cast<std::size_t>(n));
  }
}

std::string_view next_line(std::string_view& rest) {
  const std::size_t end = rest.find('\n');
  std::string_view line = rest.substr(0, end);
  rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

}  // namespace wumpus::base
