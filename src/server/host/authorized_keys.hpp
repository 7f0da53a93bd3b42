// The host's authorized_keys for the shared account, the gitolite way:
// one line per player key, each forcing `wumpus connect --name NAME`, so
// the key a player logs in with decides who they are, with no shell and
// no forwarding.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace wumpus::server {

// "TYPE BASE64" from a public key file's text ("TYPE BASE64 comment");
// nothing, with *error, when it is not one OpenSSH public key.
std::optional<std::string> public_key_of(std::string_view text,
                                         std::string* error);

// The line that lets `key` in as player `name` and nothing else.
std::string authorized_line(const std::string& wumpus,
                            const std::string& socket_path,
                            const std::string& name, const std::string& key);

// Appends the line for `key_text` to the file (created 0600 if missing,
// in a directory created 0700 if missing), atomically. Refuses an invalid name,
// a bad key, and a key or a name already listed (a name may have several keys
// only when added again on purpose: remove the old line first).
bool add_key(const std::string& path, const std::string& wumpus,
             const std::string& socket_path, const std::string& name,
             std::string_view key_text, std::string* error);

}  // namespace wumpus::server
