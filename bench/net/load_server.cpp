#include "bench/net/load_server.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

namespace wumpus::bench {

std::unique_ptr<LoadServer> LoadServer::spawn(
    const std::string& program, const std::vector<std::string>& extra,
    std::string* error) {
  std::string dir =
      (std::filesystem::temp_directory_path() / "wumpus-net-load.XXXXXX")
          .string();
  if (!mkdtemp(dir.data())) {
    *error = "cannot make a temporary directory";
    return nullptr;
  }
  std::unique_ptr<LoadServer> server(new LoadServer);
  server->dir_ = dir;
  server->socket_path_ = dir + "/s.sock";
  const std::string state = dir + "/state";
  const std::string log = dir + "/serve.log";
  server->pid_ = ::fork();
  if (server->pid_ < 0) {
    *error = "cannot start a process";
    return nullptr;
  }
  if (server->pid_ == 0) {
    if (std::freopen(log.c_str(), "w", stderr) == nullptr) std::_Exit(127);
    std::vector<std::string> words{
        program, "serve", "--socket", server->socket_path_, "--state", state};
    words.insert(words.end(), extra.begin(), extra.end());
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    ::execv(program.c_str(), argv.data());
    std::_Exit(127);
  }
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!std::filesystem::exists(server->socket_path_)) {
    int status = 0;
    if (::waitpid(server->pid_, &status, WNOHANG) == server->pid_ ||
        std::chrono::steady_clock::now() > deadline) {
      std::ifstream in(log);
      std::stringstream said;
      said << in.rdbuf();
      *error = program + " serve did not start: " + said.str();
      server->pid_ = -1;
      return nullptr;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return server;
}

LoadServer::~LoadServer() {
  stop();
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

int LoadServer::stop() {
  if (pid_ < 0) return -1;
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Fields 14 and 15 of /proc/PID/stat, after the parenthesised name.
double LoadServer::cpu_seconds() const {
  std::ifstream in("/proc/" + std::to_string(pid_) + "/stat");
  std::stringstream text;
  text << in.rdbuf();
  const std::string stat = text.str();
  const auto name_end = stat.rfind(')');
  if (name_end == std::string::npos) return 0;
  std::istringstream fields(stat.substr(name_end + 2));
  std::string skip;
  for (int i = 3; i < 14; ++i) fields >> skip;
  double user = 0, system = 0;
  fields >> user >> system;
  return (user + system) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// The second field of schedstat: nanoseconds runnable but not running.
// The main thread's: `wumpus serve` runs its event loop there.
double LoadServer::queued_seconds() const {
  std::ifstream in("/proc/" + std::to_string(pid_) + "/schedstat");
  double running = 0, waiting = 0;
  in >> running >> waiting;
  return waiting / 1e9;
}

}  // namespace wumpus::bench
