-- Example mod: a vault carved as the cave is made (on_generate). A dead
-- end off the way out becomes a crypt: its way in is moved to another
-- side (game.open_passage, then game.close_passage, so it is never cut
-- off), it is named and described, and its guardian, a kind of this
-- mod's own, waits inside. Next door you hear it rattle; walk in while
-- it stands and it strangles you; an arrow fells it, and what it guarded
-- lies in the crypt: gold. The engine checks the layout after every
-- setup as always, so the crypt never holds what winning needs.

local function crypt() return game.variable("vault:crypt") end

local function next_to_entrance(room)
  for _, next in ipairs(game.neighbours(room)) do
    if next == game.entrance() then return true end
  end
  return false
end

-- Rooms off the way out joined to the cave by one passage, away from
-- the entrance: the first step is never next to the guardian.
local function dead_ends()
  local rooms = {}
  for _, room in ipairs(game.empty_rooms({ off_path = true })) do
    if room ~= game.exit() and #game.open_neighbours(room) == 1 and
        not next_to_entrance(room) then
      rooms[#rooms + 1] = room
    end
  end
  return rooms
end

-- Moves the crypt's one way in to another side, when the cave's shape
-- lets one open there: opened first, so the crypt is never cut off.
local function turn_the_door(room)
  local old = game.open_neighbours(room)[1]
  local others = {}
  for _, next in ipairs(game.neighbours(room)) do
    if next ~= old then others[#others + 1] = next end
  end
  local new = game.pick(others)
  if new and pcall(game.open_passage, room, new) then
    game.close_passage(room, old)
  end
end

game.register("vault:guardian", {
  name = "guardian",
  glyph = "M",
  colour = "magenta",

  on_generate = function()
    local room = game.pick(dead_ends())
    if not room then return end  -- a cave without dead ends: no crypt
    turn_the_door(room)
    game.set_variable("vault:crypt", room)
    game.name_room(room, "the crypt")
    game.describe_room(room, "Bones crunch underfoot; the air is still.")
    local id = game.place("vault:guardian", room)
    game.set_property(id, "hidden", true)
    game.set_property(id, "target", true)
  end,

  percepts = function(player, room)
    if game.next_to(room, "vault:guardian") then
      return "rattle", "You hear a dry rattle nearby."
    end
  end,

  on_enter = function(player, room)
    if game.has(room, "vault:guardian") then
      game.kill(player, "strangled by the crypt's guardian")
    end
  end,

  on_hit = function(id, player)
    if game.thing(id).kind ~= "vault:guardian" then return end
    game.remove(id)
    game.place("gold", crypt())
    game.message(player, "info",
                 "The guardian crumbles to dust. Something glints in the crypt.")
  end,
})
