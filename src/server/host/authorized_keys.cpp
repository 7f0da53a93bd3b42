#include "server/host/authorized_keys.hpp"

#include "base/atomic_file.hpp"
#include "base/printable.hpp"
#include "game_api/player_names.hpp"
#include "server/sessions/player_name.hpp"

#include <fmt/core.h>

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace wumpus::server {
namespace {

constexpr std::size_t kMaxKeyFile = 16 * 1024;

std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> words;
  std::istringstream in{std::string(text)};
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

bool is_key_type(const std::string& type) {
  return type == "ssh-ed25519" || type == "ssh-rsa" ||
         type.rfind("ecdsa-sha2-", 0) == 0 ||
         type.rfind("sk-ssh-ed25519", 0) == 0 ||
         type.rfind("sk-ecdsa-sha2-", 0) == 0;
}

bool is_base64(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '+' ||
           c == '/' || c == '=';
  });
}

// Quoted for sshd's command="..." and for the shell sshd runs it with.
std::string quoted(const std::string& word) {
  std::string out = "'";
  for (char c : word)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// The player name a line of ours forces (`--name NAME"`), if any.
std::optional<std::string> listed_name(const std::string& line) {
  const std::string flag = "--name ";
  const auto start = line.find(flag);
  if (start == std::string::npos) return std::nullopt;
  const auto from = start + flag.size();
  const auto end = line.find('"', from);
  if (end == std::string::npos) return std::nullopt;
  return line.substr(from, end - from);
}

}  // namespace

std::optional<std::string> public_key_of(std::string_view text,
                                         std::string* error) {
  if (text.size() > kMaxKeyFile) {
    *error = "that is too long to be a public key";
    return std::nullopt;
  }
  const auto newline = text.find_first_of("\r\n");
  const std::string_view first = text.substr(0, newline);
  if (text.find_first_not_of(" \t\r\n", newline == std::string_view::npos
                                            ? text.size()
                                            : newline) !=
      std::string_view::npos) {
    *error = "give one public key (the file holds more than one line)";
    return std::nullopt;
  }
  const auto words = words_of(first);
  if (words.size() < 2 || !is_key_type(words[0]) || !is_base64(words[1])) {
    *error =
        "not an OpenSSH public key (expected \"ssh-ed25519 AAAA... "
        "comment\"): " +
        base::printable(first.substr(0, 40));
    return std::nullopt;
  }
  return words[0] + " " + words[1];
}

std::string authorized_line(const std::string& wumpus,
                            const std::string& socket_path,
                            const std::string& name, const std::string& key) {
  const std::string command = quoted(wumpus) + " connect --socket " +
                              quoted(socket_path) + " --name " + name;
  std::string escaped;
  for (char c : command)
    escaped += c == '"' ? std::string("\\\"") : std::string(1, c);
  return "command=\"" + escaped + "\",restrict,pty " + key + " wumpus:" + name;
}

bool add_key(const std::string& path, const std::string& wumpus,
             const std::string& socket_path, const std::string& name,
             std::string_view key_text, std::string* error) {
  if (!game_api::valid_player_name(name)) {
    *error = fmt::format("\"{}\" is not a player name ({})",
                         base::printable(name), game_api::name_rule());
    return false;
  }
  const auto key = public_key_of(key_text, error);
  if (!key) return false;
  std::string existing;
  {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    existing = text.str();
  }
  const std::string blob = key->substr(key->find(' ') + 1);
  std::istringstream lines(existing);
  for (std::string line; std::getline(lines, line);) {
    const auto words = words_of(line);
    if (std::find(words.begin(), words.end(), blob) != words.end()) {
      *error = "that key is already listed in " + path;
      return false;
    }
    // Names are case-insensitive (one seat, one score): "Alice" beside
    // "alice" would seat one key's holder in the other's place.
    const auto listed = listed_name(line);
    if (listed && same_name(*listed, name)) {
      *error =
          "the name " + name + " already has a key in " + path +
          (*listed == name ? "" : " (as " + base::printable(*listed) + ")");
      return false;
    }
  }
  if (!existing.empty() && existing.back() != '\n') existing += '\n';
  existing += authorized_line(wumpus, socket_path, name, *key) + "\n";
  // A fresh account has no ~/.ssh; sshd wants it writable by its owner
  // alone.
  const auto dir = std::filesystem::path(path).parent_path();
  if (!dir.empty() && ::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
    *error = "cannot create " + dir.string() + ": " + std::strerror(errno);
    return false;
  }
  if (!base::write_atomically(path, existing, error)) return false;
  ::chmod(path.c_str(), 0600);
  return true;
}

}  // namespace wumpus::server
