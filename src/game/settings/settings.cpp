#include "game/settings/settings.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "game_api/json_parse.hpp"
#include "inference/puzzle_checker.hpp"
#include "inference/puzzle_grade.hpp"
#include "maze/generator.hpp"

#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

namespace wumpus::game {
namespace {

bool read_side(const nlohmann::json& json, const char* key, std::uint32_t max,
               std::uint32_t* out, std::string* error) {
  if (!json.contains(key)) return true;
  const auto& value = json[key];
  if (!value.is_number_unsigned() || value.get<std::uint64_t>() < 1 ||
      value.get<std::uint64_t>() > max) {
    *error = std::string("\"") + key + "\" must be a whole number from 1 to " +
             std::to_string(max);
    return false;
  }
  *out = value.get<std::uint32_t>();
  return true;
}

// "policy" absent means a game may need a guess; "deduce" proves every
// cave with the checker of this wumpus, whose version a preset may name.
bool read_policy(const nlohmann::json& json, Settings* s, std::string* error) {
  s->policy = game_api::GuessPolicy::Guess;
  s->checker_version = 0;
  if (json.contains("policy")) {
    const auto& value = json["policy"];
    const auto policy =
        value.is_string()
            ? game_api::guess_policy_from_name(value.get<std::string>())
            : std::nullopt;
    if (!policy) {
      *error = fmt::format(
          "\"policy\" must be \"guess\" (a game may need a guess) or "
          "\"deduce\" (every game solvable by deduction alone), not {}",
          value.dump());
      return false;
    }
    s->policy = *policy;
  }
  if (s->policy == game_api::GuessPolicy::Deduce)
    s->checker_version = inference::kCheckerVersion;
  if (!json.contains("checker_version")) return true;
  const auto& version = json["checker_version"];
  if (s->policy != game_api::GuessPolicy::Deduce) {
    *error = "\"checker_version\" goes with \"policy\": \"deduce\"";
    return false;
  }
  if (!version.is_number_unsigned() ||
      version.get<std::uint64_t>() !=
          std::uint64_t(inference::kCheckerVersion)) {
    *error = fmt::format(
        "\"checker_version\" is {}, but this wumpus proves puzzles with "
        "deduction checker version {}",
        version.dump(), inference::kCheckerVersion);
    return false;
  }
  return true;
}

// "puzzle_grade": "standard" (absent) or "hard", a grade of "deduce".
bool read_grade(const nlohmann::json& json, Settings* s, std::string* error) {
  s->puzzle_grade = game_api::PuzzleGrade::Standard;
  s->grade_version = 0;
  if (!json.contains("puzzle_grade")) return true;
  const auto& value = json["puzzle_grade"];
  const auto grade = value.is_string()
                         ? game_api::grade_from_name(value.get<std::string>())
                         : std::nullopt;
  if (!grade) {
    *error = fmt::format(
        "\"puzzle_grade\" must be \"standard\" or \"hard\" (every game "
        "needs a deduction beyond the single-percept rule), not {}",
        value.dump());
    return false;
  }
  if (s->policy != game_api::GuessPolicy::Deduce) {
    *error = "\"puzzle_grade\" goes with \"policy\": \"deduce\"";
    return false;
  }
  s->puzzle_grade = *grade;
  if (*grade == game_api::PuzzleGrade::Hard)
    s->grade_version = inference::kHardGradeVersion;
  return true;
}

// "shape" (square, hex, triangle, polar, upsilon, zeta), "wrap" (x, y,
// xy) and "weave" (true or false).
bool read_tiling(const nlohmann::json& json, Settings* s, std::string* error) {
  if (json.contains("shape")) {
    const auto shape = json["shape"].is_string()
                           ? maze::parse_shape(json["shape"].get<std::string>())
                           : std::nullopt;
    if (!shape) {
      *error =
          "\"shape\" must be square, hex, triangle, polar, upsilon or zeta";
      return false;
    }
    s->shape = *shape;
  }
  if (json.contains("wrap")) {
    const auto wrap = json["wrap"].is_string()
                          ? maze::parse_wrap(json["wrap"].get<std::string>())
                          : std::nullopt;
    if (!wrap && json["wrap"] != "") {
      *error = "\"wrap\" must be \"x\", \"y\", \"xy\" or \"\"";
      return false;
    }
    s->wrap = wrap.value_or(maze::kWrapNone);
  }
  if (json.contains("weave")) {
    if (!json["weave"].is_boolean()) {
      *error = "\"weave\" must be true or false";
      return false;
    }
    s->weave = json["weave"].get<bool>();
  }
  return true;
}

bool read_preset(const nlohmann::json& json, Settings* s, std::string* error) {
  if (!json.is_object()) {
    *error = "the preset must be a JSON object";
    return false;
  }
  static const std::set<std::string> kKnown = {
      "description", "size",  "width",      "height", "levels",
      "algorithm",   "braid", "parameters", "policy", "checker_version",
      "puzzle_grade"};
  // The room tiling, apart: absent means square rooms, unwrapped.
  static const std::set<std::string> kTiling = {"shape", "wrap", "weave"};
  for (const auto& item : json.items())
    if (!kKnown.count(item.key()) && !kTiling.count(item.key())) {
      *error = "unknown field \"" + item.key() + "\"";
      return false;
    }
  std::uint32_t size = 0;
  if (!read_side(json, "size", kMaxCaveSide, &size, error)) return false;
  if (size) s->width = s->height = size;
  if (!read_side(json, "width", kMaxCaveSide, &s->width, error) ||
      !read_side(json, "height", kMaxCaveSide, &s->height, error) ||
      !read_side(json, "levels", kMaxCaveLevels, &s->levels, error))
    return false;
  if (json.contains("algorithm")) {
    if (!json["algorithm"].is_string()) {
      *error = "\"algorithm\" must be a string";
      return false;
    }
    s->algorithm = json["algorithm"].get<std::string>();
  }
  if (!read_tiling(json, s, error)) return false;
  if (json.contains("braid")) {
    if (!json["braid"].is_number()) {
      *error = "\"braid\" must be a number from 0 to 1";
      return false;
    }
    s->braid = json["braid"].get<double>();
  }
  if (!read_policy(json, s, error) || !read_grade(json, s, error)) return false;
  if (json.contains("parameters")) {
    const auto& parameters = json["parameters"];
    if (!parameters.is_object()) {
      *error = "\"parameters\" must be an object of numbers";
      return false;
    }
    for (const auto& [key, value] : parameters.items()) {
      if (!value.is_number() || !std::isfinite(value.get<double>())) {
        *error = "parameter \"" + key + "\" must be a number";
        return false;
      }
      s->parameters[key] = value.get<double>();
    }
  }
  return true;
}

}  // namespace

bool parse_preset(std::string_view text, const std::string& name,
                  Settings* settings, std::string* error) {
  std::string problem;
  const auto json = game_api::parse_json(text, &problem);
  if (!json || !read_preset(*json, settings, &problem)) {
    *error = fmt::format("preset {}: {}", base::escaped(name),
                         base::escaped(problem));
    return false;
  }
  return true;
}

bool apply_preset(const std::string& path, Settings* settings,
                  std::string* error) {
  const auto text =
      base::read_data_file(path, "preset", kMaxPresetBytes, error);
  return text && parse_preset(*text, path, settings, error);
}

bool is_tiled(const Settings& s) {
  return s.shape != maze::Shape::Square || s.wrap != maze::kWrapNone || s.weave;
}

maze::Tiling tiling_of(const Settings& s) {
  return {s.shape, s.width, s.height, s.wrap, s.weave};
}

bool validate_settings(const Settings& s, std::string* error) {
  const auto fail = [&](std::string message) {
    *error = std::move(message);
    return false;
  };
  if (s.shape != maze::Shape::Square && (s.wrap || s.weave))
    return fail("wrap and weave need square rooms (shape square)");
  if (s.wrap > static_cast<unsigned>(maze::kWrapX | maze::kWrapY))
    return fail("wrap must be x, y or xy");
  if (is_tiled(s) &&
      (!s.mask_file.empty() || !s.graph_file.empty() || s.levels != 1))
    return fail(fmt::format(
        "a mask, a room graph or levels need plain square rooms, not {}",
        s.shape != maze::Shape::Square
            ? "shape " + std::string(maze::shape_name(s.shape))
            : std::string("wrap or weave")));
  if (s.width < 1 || s.height < 1 || s.width > kMaxCaveSide ||
      s.height > kMaxCaveSide)
    return fail(
        fmt::format("the cave must be 1 to {} rooms a side", kMaxCaveSide));
  if (s.width * s.height < 4) return fail("the cave needs at least 4 rooms");
  if (s.levels < 1 || s.levels > kMaxCaveLevels)
    return fail(fmt::format("levels must be 1 to {}", kMaxCaveLevels));
  const std::uint64_t rooms = std::uint64_t{s.width} * s.height * s.levels;
  if (s.mask_file.empty() && s.graph_file.empty() && rooms > kMaxCaveRooms)
    return fail(fmt::format(
        "a {}x{} cave on {} levels has {} rooms; a game has at most {}",
        s.width, s.height, s.levels, rooms, kMaxCaveRooms));
  if (!(s.braid >= 0.0 && s.braid <= 1.0))
    return fail("braid must be between 0 and 1");
  if (!maze::find_generator(s.algorithm))
    return fail("unknown algorithm \"" + s.algorithm +
                "\" (see wumpus maze --list)");
  if (const auto range = s.parameters.find("arrow_range");
      range != s.parameters.end() &&
      !(range->second >= 1 && range->second <= game_api::kMaxArrowRange &&
        range->second == std::floor(range->second)))
    return fail(fmt::format(
        "parameter \"arrow_range\" (how many rooms an arrow flies) must be "
        "a whole number from 1 to {}",
        game_api::kMaxArrowRange));
  for (const auto& [key, value] : s.parameters)
    if (!std::isfinite(value) || value < 0 || value > 1e6)
      return fail("parameter \"" + key +
                  "\" must be a number from 0 to 1000000");
  return true;
}

}  // namespace wumpus::game
