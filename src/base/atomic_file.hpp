// Writing a file so that a crash at any moment leaves either the old or
// the new content whole: a temporary file beside it, fsync, rename over
// it, fsync of the directory. Every file the game or the server writes
// goes through it.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::base {

// Replaces the file at `path` with `text`; false with `*error` set (the
// old file untouched) when the directory cannot be written or the disk
// is full. The temporary file, ".NAME.XXXXXX", is locked while written;
// ones left unlocked by a writer killed midway are removed first.
//
// Finding stale temporaries reads the whole directory. A writer that
// writes the same file again and again, beside many others (the server's
// cave saves), removes them at its first write of a path and leaves the
// search out after: only a writer killed meanwhile could leave more.
enum class StaleTemporaries { Remove, Leave };
bool write_atomically(const std::string& path, std::string_view text,
                      std::string* error,
                      StaleTemporaries stale = StaleTemporaries::Remove);

}  // namespace wumpus::base
