#include "app/hosting/admin_setup.hpp"

#include "base/atomic_file.hpp"
#include "paths/data_dir.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>

namespace wumpus::app {
namespace {

struct SetupOptions {
  std::string account = "wumpus";
  std::string sshd_config = "/etc/ssh/sshd_config";
  std::string unit_dir = "/etc/systemd/system";
  std::string wumpus;
};

struct Account {
  std::string name, group, home;
  uid_t uid = 0;
  gid_t gid = 0;
};

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string replaced(std::string text, const std::string& from,
                     const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// A directory or file of the account's, with exactly `mode`.
bool owned(const std::string& path, const Account& account, mode_t mode,
           std::string* error) {
  if (::chown(path.c_str(), account.uid, account.gid) != 0 ||
      ::chmod(path.c_str(), mode) != 0) {
    *error = path + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

// ~/.ssh (0700) and an authorized_keys (0600), the account's: sshd reads
// keys nowhere else, and refuses them in a directory others can write.
bool ssh_dir(const Account& account, std::string* said, std::string* error) {
  const std::string dir = account.home + "/.ssh";
  const std::string keys = dir + "/authorized_keys";
  if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
    *error = dir + ": " + std::strerror(errno);
    return false;
  }
  const int fd = ::open(keys.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  if (fd < 0) {
    *error = keys + ": " + std::strerror(errno);
    return false;
  }
  ::close(fd);
  if (!owned(dir, account, 0700, error) || !owned(keys, account, 0600, error))
    return false;
  *said = dir + " (0700) and authorized_keys (0600) belong to " + account.name;
  return true;
}

// The shipped unit, run as the account with this binary.
bool unit(const SetupOptions& o, const Account& account, std::string* said,
          std::string* error) {
  std::string text = read_text(paths::data_path("data/wumpus-serve.service"));
  if (text.empty()) {
    *error = "the shipped unit data/wumpus-serve.service is missing";
    return false;
  }
  text = replaced(text, "User=wumpus\n", "User=" + account.name + "\n");
  text = replaced(text, "Group=wumpus\n", "Group=" + account.group + "\n");
  text = replaced(text, "ExecStart=/usr/bin/wumpus ",
                  "ExecStart=" + o.wumpus + " ");
  const std::string path = o.unit_dir + "/wumpus-serve.service";
  const std::string present = read_text(path);
  if (present == text) {
    *said = path + " is installed already";
    return true;
  }
  if (!present.empty()) {
    *said = path + " is left as it is (it differs from the shipped unit)";
    return true;
  }
  if (!base::write_atomically(path, text, error)) return false;
  ::chmod(path.c_str(), 0644);
  *said = path +
          " installed: systemctl daemon-reload && systemctl enable "
          "--now wumpus-serve";
  return true;
}

bool sshd_accepts(const std::string& config, std::string* error) {
  const char* sshd = "/usr/sbin/sshd";
  if (::access(sshd, X_OK) != 0) return true;  // nothing to check with
  const pid_t child = ::fork();
  if (child == 0) {
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, STDOUT_FILENO);
    ::execl(sshd, sshd, "-t", "-f", config.c_str(), nullptr);
    ::_exit(127);
  }
  int status = 0;
  if (child < 0 || ::waitpid(child, &status, 0) != child ||
      !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    *error = "sshd -t -f " + config + " finds fault with it (see above)";
    return false;
  }
  return true;
}

// The shipped Match block for the account, appended unless the config
// has one for it already.
bool match_block(const SetupOptions& o, const Account& account,
                 std::string* said, std::string* error) {
  const std::string config = read_text(o.sshd_config);
  const std::regex match("(^|\n)[ \t]*Match[ \t]+User[ \t]+" + account.name +
                         "[ \t]*(\n|$)");
  if (std::regex_search(config, match)) {
    *said = o.sshd_config + " has a Match block for " + account.name +
            " already" +
            (config.find("SetEnv LANG=C.UTF-8") == std::string::npos
                 ? " (without SetEnv LANG=C.UTF-8: players may get ASCII)"
                 : "");
    return sshd_accepts(o.sshd_config, error);
  }
  const std::string block =
      read_text(paths::data_path("data/sshd_config.example"));
  if (block.empty()) {
    *error = "the shipped data/sshd_config.example is missing";
    return false;
  }
  std::ofstream out(o.sshd_config, std::ios::app | std::ios::binary);
  out << (config.empty() || config.back() == '\n' ? "\n" : "\n\n")
      << replaced(block, "Match User wumpus\n",
                  "Match User " + account.name + "\n");
  out.close();
  if (!out) {
    *error = "cannot append to " + o.sshd_config;
    return false;
  }
  *said = o.sshd_config + ": the Match block for " + account.name +
          " appended; reload sshd";
  return sshd_accepts(o.sshd_config, error);
}

int setup(const SetupOptions& o) {
  const passwd* user = ::getpwnam(o.account.c_str());
  if (!user) {
    fmt::print(stderr,
               "wumpus admin: no account named {}; make it first: useradd "
               "--system --create-home --shell /bin/sh {}\n",
               o.account, o.account);
    return kExitFailure;
  }
  Account account{user->pw_name, "", user->pw_dir, user->pw_uid, user->pw_gid};
  const group* group = ::getgrgid(account.gid);
  account.group = group ? group->gr_name : std::to_string(account.gid);
  bool ok = true;
  std::string said, error;
  const auto report = [&](bool done) {
    if (done)
      fmt::print("{}\n", said);
    else
      fmt::print(stderr, "wumpus admin: {}\n", error);
    ok &= done;
    said.clear();
    error.clear();
  };
  report(ssh_dir(account, &said, &error));
  report(unit(o, account, &said, &error));
  report(match_block(o, account, &said, &error));
  if (ok)
    fmt::print("next: wumpus admin add-key NAME KEYFILE, as {}\n",
               account.name);
  return ok ? kExitOk : kExitFailure;
}

}  // namespace

void add_admin_setup(CLI::App& admin, Action& action,
                     const std::string& wumpus) {
  auto* command = admin.add_subcommand(
      "setup",
      "prepare the shared account for players over SSH (as root): its "
      "~/.ssh, the systemd unit, the sshd Match block");
  auto options = std::make_shared<SetupOptions>();
  options->wumpus = wumpus;
  command->add_option("--account", options->account, "the shared account")
      ->capture_default_str();
  command
      ->add_option("--sshd-config", options->sshd_config,
                   "the sshd configuration to add the Match block to")
      ->capture_default_str();
  command
      ->add_option("--unit-dir", options->unit_dir,
                   "where to install the systemd unit")
      ->capture_default_str();
  command->callback(
      [&action, options] { action = [options] { return setup(*options); }; });
}

}  // namespace wumpus::app
