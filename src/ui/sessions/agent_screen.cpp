#include "ui/sessions/agent_screen.hpp"

#include "agent/agent.hpp"
#include "ui/advisor/agent_belief.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <csignal>

namespace wumpus::ui {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kAgentPollMs = 25;
constexpr int kFastestMs = 25;
constexpr int kSlowestMs = 6400;

class AgentWatch {
 public:
  AgentWatch(Terminal& terminal, game_api::TableLink& link, int tick_ms)
      : terminal_(terminal), link_(link), tick_ms_(tick_ms) {}

  std::optional<ScreenExit> run() {
    link_.update();
    decide();
    auto next_step = Clock::now() + std::chrono::milliseconds(tick_ms_);
    bool changed = true;
    while (true) {
      if (changed) draw();
      changed = false;
      if (const int signal = Terminal::take_signal(); signal != 0)
        return signal == SIGINT ? ScreenExit::Interrupt : ScreenExit::HangUp;
      const int key = terminal_.read_key(kAgentPollMs);
      if (key == Terminal::kGone) return ScreenExit::HangUp;
      if (key == 'q' || key == 'Q' || key == 27) return ScreenExit::Quit;
      if (key == 't' || key == 'T') return std::nullopt;
      if (key == ' ') paused_ = !paused_;
      if (key == 'b' || key == 'B') show_belief_ = !show_belief_;
      if (key == '+') tick_ms_ = std::max(kFastestMs, tick_ms_ / 2);
      if (key == '-') tick_ms_ = std::min(kSlowestMs, tick_ms_ * 2);
      changed = key != Terminal::kNoKey;
      const bool step_key = paused_ && (key == '.' || key == KEY_RIGHT);
      if (step_key || (!paused_ && Clock::now() >= next_step)) {
        if (!step()) paused_ = true;
        changed = true;
        next_step = Clock::now() + std::chrono::milliseconds(tick_ms_);
      }
      if (link_.view().outcome != game_api::Outcome::Playing) {
        draw();
        return ScreenExit::Ended;
      }
    }
  }

 private:
  // Carries out the decision made for the view on screen, then decides
  // the next one (so the overlay shows what comes next). False when the
  // agent has nothing left worth doing.
  bool step() {
    if (!decision_.command) return false;
    link_.send(game_api::Input{*decision_.command});
    link_.update();
    ++steps_;
    decide();
    return true;
  }
  void decide() {
    decision_ = link_.view().outcome == game_api::Outcome::Playing
                    ? agent_.decide(link_.view())
                    : agent::Decision{};
  }

  std::string hint() const {
    const std::string doing = decision_.command
                                  ? "agent: " + decision_.reason
                                  : "agent: gives up (t: take over)";
    return fmt::format(
        "{}{} | {} ms | space pause . step + - speed "
        "b belief t take over q quit",
        doing, paused_ ? " (paused)" : "", tick_ms_);
  }

  void draw() {
    screen_.resize(terminal_.width(), terminal_.height());
    const game_api::PlayerView& view = link_.view();
    FrameInput input;
    input.view = &view;
    input.map.unicode = terminal_.unicode();
    input.map.show_path = view.cheating;
    input.title = fmt::format("wumpus | agent | {} | {} | step {}",
                              view.cave.preset, view.cave.shape, steps_);
    input.prompt = hint();
    if (show_belief_) {
      belief_ = belief_overlay(agent_.belief(), view);
      input.overlay = &belief_;
    }
    compose_frame(input, origin_, log_, screen_);
    terminal_.present(screen_, -1, -1, Tint::None);
  }

  Terminal& terminal_;
  game_api::TableLink& link_;
  int tick_ms_;
  agent::Agent agent_;
  agent::Decision decision_;
  bool paused_ = false;
  bool show_belief_ = false;
  int steps_ = 0;
  Overlay belief_;
  Origin origin_;
  MessageLog log_;
  CharGrid screen_;
};

}  // namespace

std::optional<ScreenExit> watch_agent(Terminal& terminal,
                                      game_api::TableLink& link, int tick_ms) {
  return AgentWatch(terminal, link, tick_ms).run();
}

}  // namespace wumpus::ui
