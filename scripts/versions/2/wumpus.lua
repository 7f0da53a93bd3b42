-- The Wumpus sleeps in a room the player can reach safely. Entering its
-- room means being eaten; rooms joined to it by an open passage smell
-- (stench). An arrow passing its room kills it (see arrow.lua); a missed
-- arrow wakes it. Awake, on each world tick (after every turn alone,
-- after every round in shared play: once a tick however many play) it
-- moves to a connected room with the preset's "wumpus_move_chance" (3 in
-- 4, as in BSD wump) and eats a player it walks in on (on_walk_in).

local function alive_in(room)
  for _, id in ipairs(game.things_in(room, "wumpus")) do
    if not game.flag(id, "dead") then return id end
  end
end

local function eat(player, text)
  game.message(player, "death", text)
  game.kill(player, "eaten by the Wumpus")
end

game.register("wumpus", {
  setup_order = 60,  -- last: any safe room left will do
  near = "wumpus",  -- on_enter and percepts run only with it here or next door
  tick_while = "awake",  -- on_tick runs only while a Wumpus is awake

  setup = function()
    local rooms = game.empty_rooms({ reachable_avoiding = { "pit", "bats" } })
    local room = game.pick(rooms)
    if not room then error("no room left for the Wumpus") end
    local id = game.place("wumpus", room)
    game.set_property(id, "target", true)  -- arrows kill it
    game.set_property(id, "hidden", true)  -- smelt, not seen, until dead
  end,

  on_enter = function(player, room)
    if alive_in(room) then eat(player, "The Wumpus eats you!") end
  end,

  percepts = function(player, room)
    for _, next in ipairs(game.open_neighbours(room)) do
      if alive_in(next) then return "stench", "You smell a Wumpus." end
    end
  end,

  -- Raised by arrow.lua for the first target an arrow passes.
  on_hit = function(id, player)
    if game.thing(id).kind ~= "wumpus" then return end
    game.set_property(id, "dead", true)
    game.set_property(id, "hidden", nil)  -- its body can be seen
    game.message(player, "arrow", "Your arrow kills the Wumpus!")
  end,

  -- Raised by arrow.lua when an arrow hits nothing.
  on_miss = function(player)
    for _, id in ipairs(game.things_of("wumpus")) do
      if not game.flag(id, "dead") and not game.flag(id, "awake") then
        game.set_property(id, "awake", true)
        game.message(player, "arrow", "The noise wakes the Wumpus!")
      end
    end
  end,

  on_tick = function()
    local chance = game.parameter("wumpus_move_chance", 0.75)
    for _, id in ipairs(game.things_of("wumpus")) do
      if game.flag(id, "awake") and not game.flag(id, "dead")
          and game.chance(chance) then
        local to = game.pick(game.open_neighbours(game.thing(id).room))
        if to then game.move_thing(id, to) end
      end
    end
  end,

  -- The engine raises it once on_tick has moved the Wumpus, for each
  -- player in the room it walked into.
  on_walk_in = function(id, player)
    if game.thing(id).kind == "wumpus" and not game.flag(id, "dead") then
      eat(player, "The Wumpus walks in and eats you!")
    end
  end,
})
