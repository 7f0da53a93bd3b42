// Asciicast export: a header, then one whole screen per frame.
#include "ui/sessions/playback.hpp"

#include "game/game_fixtures.hpp"
#include "game/table/local_link.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace wumpus;

namespace {

// Frames made beforehand, handed out in order.
class FrameList : public ui::FrameSource {
 public:
  explicit FrameList(std::vector<ui::PlaybackFrame> frames)
      : frames_(std::move(frames)) {}
  std::optional<ui::PlaybackFrame> next() override {
    if (next_ == frames_.size()) return std::nullopt;
    return frames_[next_++];
  }

 private:
  std::vector<ui::PlaybackFrame> frames_;
  std::size_t next_ = 0;
};

}  // namespace

TEST_CASE("a replay exports as asciicast v2", "[ui][playback]") {
  auto link = game::seat_alone(game::testing::fake_game(5, 5), "ann", {});
  std::vector<ui::PlaybackFrame> frames{{0, link->view()}};
  link->send("east");
  frames.push_back({60'000, link->view()});  // a long pause, shortened
  const auto path = std::filesystem::temp_directory_path() /
                    ("wumpus-cast-" + std::to_string(::getpid()) + ".cast");
  std::string error;
  FrameList source(frames);
  std::size_t written = 0;
  REQUIRE(ui::export_cast(source, 80, 24, path.string(), &written, &error));
  CHECK(written == 2);
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  const auto header = nlohmann::json::parse(line);
  CHECK(header["version"] == 2);
  CHECK(header["width"] == 80);
  std::vector<nlohmann::json> events;
  while (std::getline(in, line)) events.push_back(nlohmann::json::parse(line));
  REQUIRE(events.size() == 2);
  CHECK(events[1][0].get<double>() == Approx(ui::kMaxPauseMs / 1000.0));
  CHECK(events[1][1] == "o");
  const std::string screen = events[1][2];
  CHECK(screen.find("wumpus replay") != std::string::npos);
  CHECK(std::count(screen.begin(), screen.end(), '\n') == 23);
  std::filesystem::remove(path);
}
