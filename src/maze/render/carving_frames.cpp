#include "maze/render/carving_frames.hpp"

#include <algorithm>
#include <sstream>

namespace wumpus::maze {

CarvingFrames::CarvingFrames(const Maze& final,
                             std::vector<Maze::Change> journal,
                             std::vector<RoomId> walk, Format format)
    : maze_(final.shared_topology()),
      journal_(std::move(journal)),
      walk_(std::move(walk)),
      format_(format) {
  maze_.entrance = final.entrance;
  maze_.exit = final.exit;
}

std::string CarvingFrames::advance(std::size_t count) {
  const std::size_t target = std::min(steps(), done_ + count);
  for (; done_ < target && done_ < journal_.size(); ++done_) {
    const Maze::Change change = journal_[done_];
    if (change.opened)
      maze_.open(change.edge);
    else
      maze_.close(change.edge);
  }
  done_ = target;
  // The walk so far is drawn as the solution marks.
  const std::size_t walked =
      done_ > journal_.size() ? done_ - journal_.size() : 0;
  const std::vector<RoomId> trail(walk_.begin(),
                                  walk_.begin() + static_cast<long>(walked));
  std::ostringstream out;
  render(out, maze_, format_, walked > 0 ? &trail : nullptr);
  return out.str();
}

}  // namespace wumpus::maze
