// What the rules may say about a layout while it is drawn: the roles the
// mods' kinds declare for the placement guarantees (layout_role.hpp), and
// a rejection (`game.reject_layout`) that has another layout drawn.
#pragma once

#include "game/world/layout_role.hpp"

#include <string>

namespace wumpus::game {

class LayoutSession {
 public:
  void set_roles(LayoutRoles roles) { roles_ = std::move(roles); }
  LayoutRole role(const std::string& kind) const {
    const auto found = roles_.find(kind);
    return found == roles_.end() ? LayoutRole::None : found->second;
  }

  // Between these the rules' setup and on_generate lay the cave out.
  void begin() {
    drawing_ = true;
    rejection_.clear();
  }
  void end() { drawing_ = false; }
  bool drawing() const { return drawing_; }
  // The first reason given wins; another layout is drawn.
  void reject(std::string reason) {
    if (rejection_.empty()) rejection_ = std::move(reason);
  }
  const std::string& rejection() const { return rejection_; }

 private:
  LayoutRoles roles_;
  bool drawing_ = false;
  std::string rejection_;
};

}  // namespace wumpus::game
