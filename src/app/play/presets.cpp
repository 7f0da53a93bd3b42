#include "app/play/presets.hpp"

#include "game/layout/daily.hpp"
#include "game/settings/settings.hpp"
#include "paths/data_dir.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>

namespace wumpus::app {

std::vector<std::string> data_names(const std::string& folder,
                                    const std::string& extension) {
  std::vector<std::string> names;
  std::error_code code;
  for (const auto& entry :
       std::filesystem::directory_iterator(paths::data_path(folder), code))
    if (entry.is_regular_file() && entry.path().extension() == extension)
      names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<ui::PresetInfo> shipped_presets() {
  std::vector<ui::PresetInfo> presets;
  std::optional<ui::PresetInfo> daily;  // offered last
  for (const std::string& name : data_names("data/presets", ".json")) {
    const std::string path = paths::data_path("data/presets/" + name + ".json");
    game::Settings settings;
    std::string error;
    if (!game::apply_preset(path, &settings, &error)) continue;
    ui::PresetInfo info{name,
                        "",
                        settings.width,
                        settings.levels,
                        settings.braid,
                        settings.algorithm,
                        settings.policy,
                        std::string(maze::shape_name(settings.shape))};
    std::ifstream in(path);
    const auto json = nlohmann::json::parse(in, nullptr, false);
    if (json.is_object() && json.contains("description") &&
        json["description"].is_string())
      info.description = json["description"].get<std::string>();
    if (name == game::kDailyPreset) {
      daily = info;
      daily->name = game::kDailyChoice;
      daily->description =
          "Today's " + name +
          " cave, the same for everyone (UTC), its own scores.";
    }
    presets.push_back(std::move(info));
  }
  if (daily) presets.push_back(std::move(*daily));
  return presets;
}

}  // namespace wumpus::app
