#include "maze/solvers/solver.hpp"

#include "maze/solvers/solvers.hpp"
#include "maze/solvers/turning.hpp"

#include <array>

namespace wumpus::maze {
namespace {

// The one table of solvers, in the order --list-solvers prints them.
constexpr std::array kSolvers = {
    Solver{"shortest", "breadth-first search: a shortest path, in waves",
           solve_shortest},
    Solver{"backtracker",
           "recursive backtracker: depth first, backing up from dead ends",
           solve_backtracker},
    Solver{"wall-left",
           "wall follower, left hand on the wall (planar drawings only)",
           solve_wall_left},
    Solver{"wall-right",
           "wall follower, right hand on the wall (planar drawings only)",
           solve_wall_right},
    Solver{"pledge",
           "Pledge: heads one way, follows a wall until its turns cancel",
           solve_pledge},
    Solver{"tremaux", "Tremaux: marks passages, never takes one a third time",
           solve_tremaux},
    Solver{"dead-end-filling",
           "dead-end filling: fills dead ends until the solution is left",
           solve_dead_end_filling},
    Solver{"cul-de-sac-filling",
           "cul-de-sac filling: dead-end filling that also fills loops "
           "hanging off the maze by one room (braided mazes)",
           solve_cul_de_sac_filling},
};

bool follows_walls(const Solver& solver) {
  return solver.solve == solve_wall_left || solver.solve == solve_wall_right ||
         solver.solve == solve_pledge;
}

}  // namespace

std::span<const Solver> solvers() {
  return kSolvers;
}

const Solver* find_solver(std::string_view name) {
  for (const Solver& s : kSolvers)
    if (s.name == name) return &s;
  return nullptr;
}

std::string_view solver_refusal(const Solver& solver,
                                const Topology& topology) {
  if (!follows_walls(solver)) return {};
  if (topology.kind() == Topology::Kind::Graph)
    return "a room graph has no drawing whose walls it could follow";
  if (topology.levels() > 1)
    return "stacked levels are no plane: a wall may lead up or down";
  if (topology.wrap())
    return "a wrapped grid has no outer wall: a wall may circle it forever";
  if (solver.solve == solve_pledge && !keeps_headings(topology))
    return "its rooms' neighbours lie at angles that change from room to "
           "room, so there is no straight heading to keep";
  // Counting turns proves a way out only in the plane; tunnels leave it
  // (braided woven grids trapped it in loops half the time).
  if (solver.solve == solve_pledge && topology.weave())
    return "passages under rooms leave the plane, where counting turns no "
           "longer finds the way out";
  return {};
}

}  // namespace wumpus::maze
