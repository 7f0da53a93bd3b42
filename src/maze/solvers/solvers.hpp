// The solve functions, one per file in this folder, and the helpers they
// share; solver.cpp lists them by name in the one table.
#pragma once

#include "maze/solvers/solver.hpp"

namespace wumpus::maze {

SolverRun solve_shortest(const Maze& maze);
SolverRun solve_backtracker(const Maze& maze);
SolverRun solve_wall_left(const Maze& maze);
SolverRun solve_wall_right(const Maze& maze);
SolverRun solve_pledge(const Maze& maze);
SolverRun solve_tremaux(const Maze& maze);
SolverRun solve_dead_end_filling(const Maze& maze);
SolverRun solve_cul_de_sac_filling(const Maze& maze);

// The walk with its loops erased (each return to a room drops what was
// walked since it was last left): on a perfect maze, the unique path.
std::vector<RoomId> erase_loops(const std::vector<RoomId>& walk,
                                std::uint32_t cell_count);

// A shortest path from the entrance to the exit through the rooms `keep`
// marks (true = usable); empty when there is none. The breadth-first
// search stops at the exit; `reached`, when given, gets the rooms it
// reached in order.
std::vector<RoomId> shortest_within(const Maze& maze,
                                    const std::vector<bool>& keep,
                                    std::vector<RoomId>* reached = nullptr);

// How many distinct rooms a walk went through.
std::uint64_t distinct_rooms(const std::vector<RoomId>& walk,
                             std::uint32_t cell_count);

}  // namespace wumpus::maze
