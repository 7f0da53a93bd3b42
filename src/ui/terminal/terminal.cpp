#include "ui/terminal/terminal.hpp"

#include "base/printable.hpp"

#include <curses.h>
#include <langinfo.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <term.h>
#include <unistd.h>

#include <algorithm>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wumpus::ui {
namespace {

volatile sig_atomic_t g_signal = 0;

// Only records the signal: the event loop acts on it between commands.
void record_signal(int signal) {
  g_signal = signal;
}

constexpr int kCaught[3] = {SIGINT, SIGTERM, SIGHUP};

// Reads that find nothing although poll said "readable": the tty is at
// end of file (its other side closed).
constexpr int kEmptyReadsMeanGone = 3;

// Bracketed paste (xterm mode 2004): the terminal wraps pasted text in
// these sequences, which ncurses reports as our own key codes.
constexpr int kPasteStartKey = KEY_MAX + 1;
constexpr int kPasteEndKey = KEY_MAX + 2;
constexpr char kBracketedPasteOn[] = "\033[?2004h";
constexpr char kBracketedPasteOff[] = "\033[?2004l";
// A paste longer than a chat line is cut; a terminal that never sends the
// end marker cannot keep us reading.
constexpr std::size_t kMaxPaste = 4096;
constexpr int kPasteQuietMs = 200;

void write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t wrote = ::write(fd, text.data(), text.size());
    if (wrote <= 0) return;  // a gone tty: nothing more to tell it
    text.remove_prefix(static_cast<std::size_t>(wrote));
  }
}

bool has_terminfo(const char* name, int fd) {
  int status = 0;
  if (setupterm(const_cast<char*>(name), fd, &status) != OK) return false;
  del_curterm(cur_term);
  return true;
}

struct StyleLook {
  short colour;  // -1: the terminal's default
  attr_t colour_attrs;
  attr_t mono_attrs;
};

StyleLook look(Style style) {
  switch (style) {
    case Style::Blank:
    case Style::Floor:
    case Style::Text:
      return {-1, A_NORMAL, A_NORMAL};
    case Style::Wall:
      return {COLOR_WHITE, A_NORMAL, A_NORMAL};
    case Style::Player:
      return {COLOR_YELLOW, A_BOLD, A_BOLD | A_REVERSE};
    case Style::Other:
      return {COLOR_MAGENTA, A_BOLD, A_BOLD | A_UNDERLINE};
    case Style::Danger:
      return {COLOR_RED, A_BOLD, A_BOLD};
    case Style::Gold:
      return {COLOR_YELLOW, A_NORMAL, A_BOLD};
    case Style::Item:
      return {COLOR_CYAN, A_NORMAL, A_NORMAL};
    case Style::Exit:
      return {COLOR_GREEN, A_BOLD, A_BOLD};
    case Style::Breeze:
      return {COLOR_CYAN, A_NORMAL, A_NORMAL};
    case Style::Stench:
      return {COLOR_GREEN, A_NORMAL, A_NORMAL};
    case Style::Flapping:
      return {COLOR_MAGENTA, A_NORMAL, A_NORMAL};
    case Style::Path:
      return {COLOR_BLUE, A_BOLD, A_UNDERLINE};
    case Style::Shade:
      return {COLOR_BLUE, A_NORMAL, A_DIM};
    case Style::Flight:
      return {COLOR_RED, A_BOLD, A_BOLD | A_UNDERLINE};
    case Style::Cursor:
      return {-1, A_REVERSE, A_REVERSE};
    case Style::Bar:
      return {-1, A_REVERSE, A_REVERSE};
    case Style::BarDone:
      return {COLOR_GREEN, A_BOLD | A_REVERSE, A_REVERSE};
    case Style::BarAwaited:
      return {COLOR_YELLOW, A_BOLD | A_REVERSE, A_BOLD | A_REVERSE};
  }
  return {-1, A_NORMAL, A_NORMAL};
}

// Colour pairs: one per style on the default background, then the same on
// red and on black for the end screens' tints.
short pair_for(Style style, Tint tint) {
  return static_cast<short>(1 + static_cast<int>(tint) * kStyleCount +
                            static_cast<int>(style));
}

void init_pairs() {
  const short backgrounds[3] = {-1, COLOR_RED, COLOR_BLACK};
  for (int tint = 0; tint < 3; ++tint) {
    for (int s = 0; s < kStyleCount; ++s) {
      const auto style = static_cast<Style>(s);
      short fg = look(style).colour;
      if (tint == 1 && (fg == COLOR_RED || fg == -1)) fg = COLOR_WHITE;
      init_pair(pair_for(style, static_cast<Tint>(tint)), fg,
                backgrounds[tint]);
    }
  }
}

}  // namespace

std::optional<std::string> Terminal::cannot_draw(std::FILE* output) {
  const char* wanted = std::getenv("TERM");
  int status = 0;
  if (wanted == nullptr || wanted[0] == '\0' ||
      setupterm(const_cast<char*>(wanted), fileno(output), &status) != OK)
    return std::nullopt;
  const char* cup = tigetstr(const_cast<char*>("cup"));
  const bool placed = cup != nullptr && cup != reinterpret_cast<char*>(-1);
  del_curterm(cur_term);
  if (placed) return std::nullopt;
  return base::printable(wanted);
}

std::unique_ptr<Terminal> Terminal::open(const TerminalOptions& options,
                                         std::string* error) {
  const int in_fd = fileno(options.input), out_fd = fileno(options.output);
  if (!isatty(in_fd) || !isatty(out_fd)) {
    *error =
        "wumpus needs a terminal, and standard input or output is not one.\n"
        "To play from a script or a pipe, use `wumpus play --headless`.";
    return nullptr;
  }
  // The terminal's character set for ncurses, but C numbers and string
  // order: the Lua rules run in this process, and a mod must format 0.5
  // and compare strings as it does headless and on a server.
  std::setlocale(LC_ALL, "");
  std::setlocale(LC_NUMERIC, "C");
  std::setlocale(LC_COLLATE, "C");
  std::unique_ptr<Terminal> terminal(new Terminal());
  terminal->input_fd_ = in_fd;
  terminal->output_fd_ = out_fd;
  terminal->unicode_ =
      !options.ascii && std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;

  const char* wanted = std::getenv("TERM");
  std::vector<const char*> candidates;
  if (wanted != nullptr && wanted[0] != '\0') candidates.push_back(wanted);
  for (const char* common : {"xterm-256color", "xterm", "vt100"})
    candidates.push_back(common);
  const char* chosen = nullptr;
  for (const char* name : candidates) {
    if (has_terminfo(name, out_fd)) {
      chosen = name;
      break;
    }
  }
  if (chosen == nullptr) {
    *error =
        "no terminfo entry for TERM or any common terminal type; install "
        "ncurses-term";
    return nullptr;
  }
  if (chosen != candidates.front() || wanted == nullptr || wanted[0] == '\0')
    terminal->fallback_note_ =
        std::string("TERM=") + (wanted != nullptr ? wanted : "") +
        " has no terminfo entry here; drawing as " + chosen;

  // Our handlers go in before ncurses starts, so it keeps them.
  struct sigaction action = {};
  action.sa_handler = record_signal;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < 3; ++i)
    sigaction(kCaught[i], &action, &terminal->old_actions_[i]);
  g_signal = 0;
  terminal->size_ = std::make_unique<ScreenSize>(out_fd);

  terminal->screen_ = newterm(chosen, options.output, options.input);
  if (terminal->screen_ == nullptr) {
    *error = std::string("cannot start the terminal as ") + chosen;
    return nullptr;
  }
  set_term(terminal->screen_);
  cbreak();
  noecho();
  nonl();
  intrflush(stdscr, FALSE);
  keypad(stdscr, TRUE);
  nodelay(stdscr, TRUE);
  set_escdelay(25);
  curs_set(0);
  define_key("\033[200~", kPasteStartKey);
  define_key("\033[201~", kPasteEndKey);
  // Home and End as tmux, screen, rxvt and the Linux console send them,
  // which xterm's terminfo does not list: without these they would
  // arrive as Escape and three letters.
  for (const char* home : {"\033[1~", "\033[7~"}) define_key(home, KEY_HOME);
  for (const char* end : {"\033[4~", "\033[8~"}) define_key(end, KEY_END);
  // Straight to the tty: the mode moves no cursor, and ncurses' own putp
  // would go through stdio's buffer, which nothing flushes in time.
  write_all(out_fd, kBracketedPasteOn);
  const char* no_color = std::getenv("NO_COLOR");
  const bool colour_wanted = no_color == nullptr || no_color[0] == '\0';
  if (colour_wanted && has_colors() && start_color() == OK) {
    use_default_colors();
    terminal->colour_ = COLOR_PAIRS > 3 * kStyleCount;
    if (terminal->colour_) init_pairs();
  }
  return terminal;
}

Terminal::~Terminal() {
  if (screen_ != nullptr) {
    endwin();
    write_all(output_fd_, kBracketedPasteOff);
    delscreen(screen_);
  }
  for (int i = 0; i < 3; ++i) sigaction(kCaught[i], &old_actions_[i], nullptr);
}

std::string Terminal::size_note() const {
  return size_->note();
}

void Terminal::resize() {
  if (size_->take_resize()) resizeterm(size_->height(), size_->width());
}

int Terminal::width() const {
  return getmaxx(stdscr);
}
int Terminal::height() const {
  return getmaxy(stdscr);
}

int Terminal::take_signal() {
  const int signal = g_signal;
  g_signal = 0;
  return signal;
}

int Terminal::read_key(int timeout_ms, int also_fd) {
  if (gone_) return kGone;
  if (g_signal != 0) return kNoKey;
  if (ScreenSize::resized()) {
    resize();
    return KEY_RESIZE;
  }
  pollfd fds[2] = {{input_fd_, POLLIN, 0}, {also_fd, POLLIN, 0}};
  const int ready = poll(fds, also_fd >= 0 ? 2 : 1, timeout_ms);
  const pollfd& input = fds[0];
  if (ScreenSize::resized()) {
    resize();
    return KEY_RESIZE;
  }
  const int key = wgetch(stdscr);
  if (key == kPasteStartKey) {
    read_paste();
    return kPaste;
  }
  if (key == kPasteEndKey) return kNoKey;  // a stray end marker
  if (key != ERR) {
    empty_reads_ = 0;
    return key;
  }
  if (ready > 0 && input.revents == 0) return kNoKey;  // only also_fd
  if (ready > 0 && (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0) {
    gone_ = true;
    return kGone;
  }
  int pending = 0;
  if (ready > 0 && ioctl(input_fd_, FIONREAD, &pending) == 0 && pending == 0 &&
      ++empty_reads_ >= kEmptyReadsMeanGone) {
    gone_ = true;
    return kGone;
  }
  return kNoKey;
}

void Terminal::read_paste() {
  paste_.clear();
  for (;;) {
    pollfd input = {input_fd_, POLLIN, 0};
    int key = wgetch(stdscr);
    if (key == ERR) {
      if (poll(&input, 1, kPasteQuietMs) <= 0) return;
      key = wgetch(stdscr);
      if (key == ERR) return;
    }
    if (key == kPasteEndKey) return;
    if (key == '\n' || key == '\r' || key == '\t') key = ' ';
    // UTF-8 bytes too: the line editor keeps only whole characters.
    if (key >= ' ' && key <= 0xff && key != 127 && paste_.size() < kMaxPaste)
      paste_ += static_cast<char>(key);
  }
}

std::string Terminal::take_paste() {
  return std::exchange(paste_, std::string());
}

void Terminal::present(const CharGrid& grid, int cursor_x, int cursor_y,
                       Tint tint, bool repaint) {
  if (repaint) clearok(curscr, TRUE);
  const int rows = std::min(grid.height(), height());
  const int cols = std::min(grid.width(), width());
  // Only the cells that differ from the last frame are handed to ncurses:
  // a step changes a few dozen cells of thousands. A repaint, a new size
  // or a new tint hands over every cell.
  const bool all = repaint || tint != shown_tint_ ||
                   shown_.width() != grid.width() ||
                   shown_.height() != grid.height() || shown_rows_ != rows ||
                   shown_cols_ != cols;
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < cols; ++x) {
      const Cell& cell = grid.at(x, y);
      if (!all && cell == shown_.at(x, y)) continue;
      const StyleLook style = look(cell.style);
      attr_t attrs = colour_ ? style.colour_attrs : style.mono_attrs;
      if (cell.dim && tint != Tint::Black) attrs |= A_DIM;
      if (!colour_ && tint == Tint::Red) attrs |= A_REVERSE;
      wchar_t text[2] = {static_cast<wchar_t>(cell.glyph), L'\0'};
      if (!unicode_ && cell.glyph >= 0x80) text[0] = L'?';
      cchar_t out;
      setcchar(&out, text, attrs, colour_ ? pair_for(cell.style, tint) : 0,
               nullptr);
      mvwadd_wch(stdscr, y, x, &out);
    }
  }
  shown_ = grid;
  shown_tint_ = tint;
  shown_rows_ = rows;
  shown_cols_ = cols;
  if (cursor_x >= 0) {
    curs_set(1);
    wmove(stdscr, cursor_y, cursor_x);
  } else {
    curs_set(0);
  }
  wnoutrefresh(stdscr);
  doupdate();
}

}  // namespace wumpus::ui
