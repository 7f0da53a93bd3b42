// `wumpus connect` on a terminal that cannot place its cursor (TERM=dumb,
// a printing terminal, an editor's shell buffer): the same shared play in
// plain lines. The lobby is a list and a few typed commands; in a cave,
// every line typed goes to the server as in the game's prompt, and what
// comes back is printed as lines: messages, and the status and goal lines
// whenever they change. Nothing the server sends reaches the terminal
// raw: every text passes base::printable.
#include "app/hosting/connect_lines.hpp"

#include "app/commands.hpp"
#include "base/printable.hpp"
#include "net/reconnect.hpp"
#include "net/remote_link.hpp"
#include "ui/text/status_line.hpp"

#include <fmt/core.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <sstream>
#include <utility>

namespace wumpus::app {
namespace {

constexpr int kConnectTimeoutMs = 5000;
constexpr int kPollMs = 200;

void say(const std::string& text) {
  fmt::print("{}\n", base::printable(text));
  std::fflush(stdout);
}

// Lines typed on standard input, read as they come; nothing once it ends.
class TypedLines {
 public:
  // Waits up to `timeout_ms` for input or for `also_fd`; a whole line if
  // one is there.
  std::optional<std::string> next(int timeout_ms, int also_fd) {
    if (auto line = take()) return line;
    pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {also_fd, POLLIN, 0}};
    if (::poll(fds, also_fd < 0 ? 1 : 2, timeout_ms) <= 0 ||
        !(fds[0].revents & (POLLIN | POLLHUP)))
      return std::nullopt;
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
      ended_ = true;
      return std::nullopt;
    }
    // A line longer than any command is cut: typing cannot grow memory.
    pending_.append(buffer, static_cast<std::size_t>(n));
    if (pending_.size() > 4096 && pending_.find('\n') == std::string::npos)
      pending_.resize(4096);
    return take();
  }
  bool ended() const { return ended_ && pending_.empty(); }

 private:
  std::optional<std::string> take() {
    const auto end = pending_.find('\n');
    if (end == std::string::npos) return std::nullopt;
    std::string line = pending_.substr(0, end);
    pending_.erase(0, end + 1);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
  }
  std::string pending_;
  bool ended_ = false;
};

void print_lobby(const net::Lobby& lobby) {
  say(fmt::format("The lobby: {} cave{}.", lobby.caves.size(),
                  lobby.caves.size() == 1 ? "" : "s"));
  for (const net::CaveSummary& c : lobby.caves) {
    std::string players;
    for (const std::string& name : c.players)
      players += (players.empty() ? "" : ", ") + name;
    say(
        fmt::format("  {:>3}  {}  {} {}  round {}  {}  players: {}  "
                    "watching: {}",
                    c.id, c.owner, c.preset, c.shape, c.round,
                    c.invited      ? "invited"
                    : c.is_private ? "private"
                                   : c.state,
                    players, c.spectators));
  }
  say("join N | watch N [NAME] | create [PRESET] [SIZE] [private] | list | "
      "scores | quit");
}

// Prints the messages after `last` (all when it is gone from the log, as
// after a rejoin) but mods' debug lines; `last` becomes the newest.
void print_after(const std::vector<game_api::Message>& messages,
                 std::optional<game_api::Message>& last) {
  auto from = messages.begin();
  if (last) {
    const auto found = std::find(messages.rbegin(), messages.rend(), *last);
    if (found != messages.rend()) from = found.base();
  }
  for (auto it = from; it != messages.end(); ++it)
    if (!game_api::is_debug(*it)) say(it->text);
  if (!messages.empty()) last = messages.back();
}

class LineSession {
 public:
  explicit LineSession(net::Client& client) : client_(client) {}

  // Until the player quits, input ends or the server is gone; the last
  // word, if any.
  std::string run() {
    // The server's welcome comes with the lobby.
    while (!lines_.ended()) {
      // One at a time: a seat's first view and messages follow it and
      // are play()'s.
      while (auto message = client_.wait(0))
        if (const auto* seated = std::get_if<net::Seated>(&*message)) {
          if (!play(*seated)) return farewell_;
          client_.send(net::ListCaves{});
        } else {
          lobby_news(*message);
        }
      if (client_.closed() && !come_back()) return client_.reason();
      const auto typed = lines_.next(kPollMs, client_.fd());
      if (typed && !lobby_command(*typed)) return "";
    }
    return "";
  }

 private:
  void lobby_news(const net::ServerMessage& message) {
    if (const auto* lobby = std::get_if<net::Lobby>(&message))
      print_lobby(*lobby);
    if (const auto* problem = std::get_if<net::Problem>(&message))
      say(net::shown(problem->text, problem->code));
    if (const auto* scores = std::get_if<net::Scores>(&message)) {
      say("High scores on this server:");
      for (const net::ScoreLine& s : scores->best)
        say(fmt::format("  {:>5}  {}  {}  {}", s.points, s.name,
                        s.won ? "won" : s.cause, s.cave));
    }
  }

  // False when the player quits.
  bool lobby_command(const std::string& line) {
    std::istringstream words(line);
    std::string verb, first, second, third;
    words >> verb >> first >> second >> third;
    std::uint32_t number = 0;
    const bool numbered =
        std::from_chars(first.data(), first.data() + first.size(), number).ec ==
        std::errc();
    if (verb == "quit" || verb == "q") return false;
    if (verb == "list" || verb.empty()) {
      client_.send(net::ListCaves{});
    } else if (verb == "scores") {
      client_.send(net::AskScores{});
    } else if (verb == "join" && numbered) {
      client_.send(net::JoinCave{number});
    } else if (verb == "watch" && numbered) {
      client_.send(net::WatchCave{number, second});
    } else if (verb == "create") {
      net::CaveOptions options;
      for (const std::string& word : {first, second, third}) {
        std::uint32_t size = 0;
        if (word == "private")
          options.is_private = true;
        else if (std::from_chars(word.data(), word.data() + word.size(), size)
                     .ec == std::errc())
          options.size = size;
        else if (!word.empty())
          options.preset = word;
      }
      client_.send(net::CreateCave{options});
    } else {
      say("Lobby commands: join N, watch N [NAME], create [PRESET] [SIZE] "
          "[private], list, scores, quit.");
    }
    return true;
  }

  // Plays or watches a cave in lines; false when the program should end.
  bool play(const net::Seated& seated) {
    net::RemoteLink link(client_, seated);
    say(seated.watching ? "You watch: say TEXT talks, leave goes back."
                        : "In the cave: type commands (help lists them); "
                          "leave goes back to the lobby.");
    std::optional<game_api::Message> last;  // printed
    std::string status, goals, trouble;
    bool told_over = false;
    while (true) {
      link.update();
      const game_api::PlayerView& view = link.view();
      print_after(view.messages, last);
      if (view.width != 0) {
        if (const auto now = ui::status_line(view); now != status)
          say(status = now);
        if (const auto now = ui::goal_line(view, false); now != goals)
          say(goals = now);
      }
      if (const auto now = link.trouble(); now != trouble && !now.empty())
        say(trouble = now);
      if (link.closed()) {
        farewell_ = link.closed_reason();
        return false;
      }
      if (view.outcome != game_api::Outcome::Playing && !seated.watching &&
          !std::exchange(told_over, true))
        say("The game is over: leave goes back to the lobby.");
      const auto typed = lines_.next(
          link.wait_ms() < 0 ? kPollMs : link.wait_ms() + 1, link.wait_fd());
      if (lines_.ended()) return false;
      if (!typed) continue;
      if (*typed == "leave" || *typed == "quit") {
        client_.send(net::Leave{});
        return *typed == "leave";
      }
      if (!typed->empty()) link.send(*typed);
    }
  }

  bool come_back() {
    if (!client_.worth_retrying()) return false;
    say("The connection to the server is lost: reconnecting...");
    net::Reconnect reconnect;
    while (true) {
      switch (reconnect.step(client_, 0)) {
        case net::Reconnect::State::Back:
          say("The connection is back.");
          client_.send(net::ListCaves{});
          return true;
        case net::Reconnect::State::GaveUp:
          return false;
        case net::Reconnect::State::Trying:
          ::poll(nullptr, 0, reconnect.wait_ms());
      }
    }
  }

  net::Client& client_;
  TypedLines lines_;
  std::string farewell_;
};

}  // namespace

int run_remote_lines(const ui::RemoteOptions& options,
                     const std::string& term) {
  say("wumpus connect: TERM=" + term +
      " cannot draw the map; shared play in plain lines.");
  std::string error;
  auto client = net::Client::connect(options.socket_path, options.name,
                                     kConnectTimeoutMs, &error);
  if (!client) {
    fmt::print(stderr, "wumpus connect: {}\n", base::printable(error));
    return kExitFailure;
  }
  say("Welcome, " + client->name() + ".");
  LineSession session(*client);
  const std::string farewell = session.run();
  if (!farewell.empty()) say(farewell);
  return kExitOk;
}

}  // namespace wumpus::app
