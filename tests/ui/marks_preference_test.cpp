// The choice of M lasts (ui/map/marks_preference.cpp): remembered in the
// player's data directory through a new game, a resume and the next run;
// a file that says anything else counts as never chosen.
#include "ui/map/marks_preference.hpp"

#include "scoped_env.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace wumpus;

TEST_CASE("the choice of proof marks is remembered", "[ui][marks]") {
  const testing::TempDir dir("marks");
  const testing::ScopedEnv data("XDG_DATA_HOME", dir.path().string());
  CHECK_FALSE(ui::marks_preference().has_value());
  std::string error;
  REQUIRE(ui::remember_marks(true, &error));
  CHECK(ui::marks_preference() == true);
  REQUIRE(ui::remember_marks(false, &error));
  CHECK(ui::marks_preference() == false);
  std::ofstream(dir.path() / "wumpus" / "map-marks") << "maybe\n";
  CHECK_FALSE(ui::marks_preference().has_value());
}
