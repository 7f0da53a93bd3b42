// authorized_keys lines: one forced command per key, no duplicates, and
// nothing but a public key accepted.
#include "server/host/authorized_keys.hpp"

#include <catch2/catch.hpp>

#include "temp_dir.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace wumpus;

namespace {

const char* kAlice =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForAliceOnlyFakeKeyForAli "
    "alice@home\n";
const char* kBob =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForBobOnlyFakeKeyForBobXX";

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("add-key writes one forced, restricted line per key",
          "[server][keys]") {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("wumpus-keys-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "authorized_keys").string();
  std::string error;
  REQUIRE(server::add_key(file, "/usr/bin/wumpus", "/run/w.sock", "alice",
                          kAlice, &error));
  REQUIRE(server::add_key(file, "/usr/bin/wumpus", "/run/w.sock", "bob", kBob,
                          &error));
  const std::string text = read(file);
  CHECK(text.find("command=\"'/usr/bin/wumpus' connect --socket '/run/w.sock' "
                  "--name alice\",restrict,pty ssh-ed25519 AAAAC3") == 0);
  CHECK(text.find("--name bob\",restrict,pty") != std::string::npos);
  CHECK((std::filesystem::status(file).permissions() &
         std::filesystem::perms::others_read) == std::filesystem::perms::none);

  CHECK_FALSE(server::add_key(file, "w", "s", "carol", kAlice, &error));
  CHECK(error.find("already listed") != std::string::npos);
  CHECK_FALSE(server::add_key(file, "w", "s", "bob",
                              "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOther",
                              &error));
  CHECK(error.find("already has a key") != std::string::npos);
  CHECK_FALSE(server::add_key(file, "w", "s", "x y", kBob, &error));
  CHECK(error.find("not a player name") != std::string::npos);
  std::filesystem::remove_all(dir);
}

// Seats are found by name case-insensitively, so "Alice" is alice: a
// second key under that name would sit its holder in alice's seat.
TEST_CASE("add-key refuses a name listed already in another case",
          "[server][keys]") {
  wumpus::testing::TempDir dir("keys-case");
  const std::string file = dir.file(".ssh/authorized_keys");  // made 0700
  std::string error;
  REQUIRE(server::add_key(file, "w", "s", "alice", kAlice, &error));
  CHECK_FALSE(server::add_key(file, "w", "s", "ALICE", kBob, &error));
  CHECK(error.find("already has a key") != std::string::npos);
  CHECK(error.find("(as alice)") != std::string::npos);
  CHECK(read(file).find("ALICE") == std::string::npos);
  CHECK(std::filesystem::status(dir.file(".ssh")).permissions() ==
        std::filesystem::perms::owner_all);
}

TEST_CASE("only OpenSSH public keys are accepted", "[server][keys]") {
  std::string error;
  CHECK(
      server::public_key_of(kAlice, &error) ==
      "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForAliceOnlyFakeKeyForAli");
  for (const char* bad :
       {"", "hello", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1r\n",
        "ssh-ed25519 not*base64", "ssh-ed25519 AAAA\nssh-rsa AAAA\n",
        "command=\"sh\" ssh-ed25519 AAAA"}) {
    INFO(bad);
    CHECK_FALSE(server::public_key_of(bad, &error));
    CHECK_FALSE(error.empty());
  }
}
