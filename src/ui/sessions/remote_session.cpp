#include "ui/sessions/remote_session.hpp"

#include "base/printable.hpp"
#include "net/client.hpp"
#include "net/reconnect.hpp"
#include "net/remote_link.hpp"
#include "paths/data_dir.hpp"
#include "ui/play/game_screen.hpp"
#include "ui/screens/end_screen.hpp"
#include "ui/screens/help_screen.hpp"
#include "ui/screens/lobby_screen.hpp"
#include "ui/screens/menus.hpp"
#include "ui/screens/mod_rows.hpp"
#include "ui/screens/watch_picker.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <chrono>

namespace wumpus::ui {
namespace {

constexpr int kRemotePollMs = 200;
constexpr int kConnectTimeoutMs = 5000;
constexpr auto kRefreshEvery = std::chrono::seconds(2);
constexpr auto kScoresWait = std::chrono::seconds(2);

void show(Terminal& terminal, const Overlay& overlay) {
  CharGrid screen(terminal.width(), terminal.height());
  draw_overlay(overlay, terminal.unicode(), screen);
  terminal.present(screen, -1, -1, Tint::None);
}

class RemoteSession {
 public:
  RemoteSession(Terminal& terminal, net::Client& client,
                const RemoteOptions& options, const Keymap& keymap)
      : terminal_(terminal),
        client_(client),
        options_(options),
        keymap_(keymap),
        lobby_(client.name()) {
    lobby_.set_presets(options.menu.presets);
    if (const auto note = terminal.size_note(); !note.empty())
      lobby_.set_note(note);
  }

  // The lobby until the player quits or the connection ends.
  std::string run() {
    client_.send(net::ListCaves{});
    auto refreshed = std::chrono::steady_clock::now();
    while (true) {
      lobby_.set_height(terminal_.height());
      show(terminal_, lobby_.overlay());
      if (Terminal::take_signal() != 0) return "";
      const int key = terminal_.read_key(kRemotePollMs, client_.fd());
      if (key == Terminal::kGone) return "";
      // One at a time: a seat's first view follows it and is play()'s.
      while (auto message = client_.wait(0))
        if (auto seated = take(*message)) {
          if (const auto end = play(*seated)) return *end;
          client_.send(net::ListCaves{});
        }
      if (client_.closed() && !come_back()) return client_.reason();
      if (std::chrono::steady_clock::now() - refreshed > kRefreshEvery) {
        client_.send(net::ListCaves{});
        refreshed = std::chrono::steady_clock::now();
      }
      if (key == Terminal::kNoKey || key == KEY_RESIZE) continue;
      if (!act(lobby_.key(key))) return "";
    }
  }

 private:
  // Lobby news; a seat taken comes back to be played.
  std::optional<net::Seated> take(net::ServerMessage& message) {
    if (auto* lobby = std::get_if<net::Lobby>(&message))
      lobby_.set_caves(std::move(lobby->caves));
    if (auto* problem = std::get_if<net::Problem>(&message))
      lobby_.set_note(net::shown(problem->text, problem->code));
    if (auto* scores = std::get_if<net::Scores>(&message)) {
      show(terminal_, scores_overlay(scores->best));
      wait_key(terminal_);
    }
    if (auto* seated = std::get_if<net::Seated>(&message)) return *seated;
    return std::nullopt;
  }

  // The lobby while the server is away (a restart): the last list stays
  // up with the seconds counted, until the server answers again (true),
  // the player quits or two minutes pass.
  bool come_back() {
    if (!client_.worth_retrying()) return false;
    net::Reconnect reconnect;
    while (true) {
      switch (reconnect.step(client_, 0)) {
        case net::Reconnect::State::Back:
          lobby_.set_note("The connection is back.");
          client_.send(net::ListCaves{});
          return true;
        case net::Reconnect::State::GaveUp:
          return false;
        case net::Reconnect::State::Trying:
          break;
      }
      lobby_.set_note(fmt::format(
          "The connection to the server is lost: reconnecting ({} s)... "
          "q quits.",
          reconnect.seconds()));
      show(terminal_, lobby_.overlay());
      const int key = terminal_.read_key(reconnect.wait_ms());
      if (key == 'q' || key == Terminal::kGone || Terminal::take_signal() != 0)
        return false;
    }
  }

  // False when the player quits.
  bool act(LobbyAction action) {
    const net::CaveSummary* cave = lobby_.selected();
    switch (action) {
      case LobbyAction::Join:
        client_.send(net::JoinCave{cave->id});
        break;
      case LobbyAction::Watch: {
        // One player: nobody to choose between.
        std::optional<std::string> whom = "";
        if (cave->players.size() > 1)
          whom = pick_watched(terminal_, cave->players);
        if (whom) client_.send(net::WatchCave{cave->id, *whom});
        break;
      }
      case LobbyAction::Create: {
        MenuLists menu = options_.menu;
        GameChoice defaults;
        for (const net::ModOffer& mod : client_.mods().offered) {
          ModEntry entry{base::printable(mod.name),
                         base::printable(mod.description)};
          // A server's words reach the terminal only made printable.
          for (const auto& [name, fallback] : mod.settings)
            entry.settings.emplace_back(base::printable(name),
                                        base::printable(fallback));
          menu.mods.push_back(std::move(entry));
        }
        defaults.mods = client_.mods().defaults;
        const auto choice = start_menu(terminal_, defaults, menu, "");
        if (!choice) break;
        Overlay question{
            "A new cave",
            {{"Private (only you and those you let in)? (y/n)", Style::Text}},
            0};
        const auto hidden = ask_yes_no(terminal_, question);
        if (!hidden) return false;
        client_.send(net::CreateCave{
            cave_options(*choice, *hidden, !menu.mods.empty())});
        break;
      }
      case LobbyAction::Scores:
        client_.send(net::AskScores{});
        break;
      case LobbyAction::Refresh:
        client_.send(net::ListCaves{});
        break;
      case LobbyAction::Help:
        show(terminal_, lobby_help());
        wait_key(terminal_);
        break;
      case LobbyAction::Quit:
        return false;
      case LobbyAction::None:
        break;
    }
    return true;
  }

  // The server's best scores, asked for once the game is over (the server
  // has recorded it by then), of the day's table for a daily cave;
  // nothing if they do not come in time.
  std::optional<std::vector<net::ScoreLine>> server_scores(
      const std::string& daily) {
    client_.send(net::AskScores{daily});
    const auto deadline = std::chrono::steady_clock::now() + kScoresWait;
    while (!client_.closed()) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) break;
      auto message = client_.wait(static_cast<int>(left.count()));
      if (!message) break;
      if (auto* scores = std::get_if<net::Scores>(&*message))
        return std::move(scores->best);
    }
    return std::nullopt;
  }

  // Plays or watches a cave; a farewell when the program should end.
  std::optional<std::string> play(const net::Seated& seated) {
    net::RemoteLink link(client_, seated);
    // The seat comes with its first view: draw nothing before it.
    while (link.view().width == 0) {
      auto message = client_.wait(kConnectTimeoutMs);
      if (!message) return client_.closed() ? client_.reason() : "no view came";
      link.take(*message);
    }
    ScreenSetup setup;
    setup.keymap = &keymap_;
    // The same help as a game on this computer: the shipped text.
    setup.help = read_help_text(paths::data_path("data/help"));
    setup.remote = true;
    setup.watching = seated.watching;
    GameScreen screen(terminal_, setup, link);
    switch (screen.run()) {
      case ScreenExit::Ended: {
        const Overlay overlay = remote_end_overlay(
            screen.view(), server_scores(screen.view().cave.daily));
        // The whole cave behind the box, as the server revealed it.
        screen.set_focus({true, -1, screen.view().room});
        screen.draw(&overlay, end_tint(screen.view()));
        if (wait_key(terminal_) == Terminal::kGone) return "";
        client_.send(net::Leave{});
        return std::nullopt;
      }
      case ScreenExit::Quit:
      case ScreenExit::SaveQuit:
        client_.send(net::Leave{});
        return std::nullopt;
      case ScreenExit::Closed:
        if (client_.closed()) return link.closed_reason();
        return std::nullopt;
      case ScreenExit::HangUp:
      case ScreenExit::Interrupt:
        return "";
    }
    return std::nullopt;
  }

  Terminal& terminal_;
  net::Client& client_;
  const RemoteOptions& options_;
  const Keymap& keymap_;
  LobbyScreen lobby_;
};

}  // namespace

net::CaveOptions cave_options(const GameChoice& choice, bool is_private,
                              bool picks_mods) {
  net::CaveOptions options;
  if (!choice.preset.empty()) options.preset = choice.preset;
  options.size = choice.size;
  options.levels = choice.levels;
  options.algorithm = choice.algorithm;
  options.mask = choice.mask;
  options.graph = choice.graph;
  options.shape = choice.shape;
  options.wrap = choice.wrap;
  options.weave = choice.weave;
  options.braid = choice.braid;
  if (picks_mods) {
    options.mods = choice.mods;
    for (const std::string& word : chosen_settings(choice)) {
      const auto equals = word.find('=');
      options.settings[word.substr(0, equals)] = word.substr(equals + 1);
    }
  }
  options.is_private = is_private;
  return options;
}

int run_remote(const RemoteOptions& options) {
  std::string error;
  // The terminal first: a session without one (`ssh HOST COMMAND`) must
  // not say hello, which would push the player's live session out.
  std::unique_ptr<Terminal> terminal = Terminal::open(options.terminal, &error);
  if (!terminal) {
    fmt::print(stderr, "wumpus connect: {}\n", error);
    return 1;
  }
  auto client = net::Client::connect(options.socket_path, options.name,
                                     kConnectTimeoutMs, &error);
  if (!client) {
    terminal.reset();
    fmt::print(stderr, "wumpus connect: {}\n", error);
    return 1;
  }
  std::vector<std::string> keymap_errors;
  const Keymap keymap = load_keymap(options.keymap_file, &keymap_errors);
  RemoteSession session(*terminal, *client, options, keymap);
  const std::string farewell = session.run();
  terminal.reset();
  if (!farewell.empty()) fmt::print("{}\n", base::printable(farewell));
  return 0;
}

}  // namespace wumpus::ui
