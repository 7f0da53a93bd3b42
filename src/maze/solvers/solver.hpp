// The table of maze solvers (`wumpus maze --solver NAME`): each walks from
// the entrance towards the exit its own way and reports the route it
// walked, the solution it settles on and how many rooms it visited.
#pragma once

#include "maze/maze.hpp"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace wumpus::maze {

struct SolverRun {
  // The rooms in the order the solver went through them: a walker's steps
  // (backtracking included), a search's rooms as it reached them, a
  // filler's rooms as it filled them.
  std::vector<RoomId> walk;
  // The entrance to the exit, both included; empty when it found none.
  std::vector<RoomId> solution;
  std::uint64_t rooms_visited = 0;  // distinct rooms walked, reached or filled
};

using SolveFunction = SolverRun (*)(const Maze& maze);

struct Solver {
  std::string_view name;
  std::string_view description;
  SolveFunction solve;
};

std::span<const Solver> solvers();
const Solver* find_solver(std::string_view name);
inline constexpr std::string_view kDefaultSolver = "shortest";

// Why `solver` is not defined on `topology`, or empty when it is.
std::string_view solver_refusal(const Solver& solver, const Topology& topology);

}  // namespace wumpus::maze
