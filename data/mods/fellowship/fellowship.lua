-- Example mod: a fellowship for shared caves (it plays alone too).
-- Everyone who joins carries beacons: `use beacon` lights one in your
-- room, and whoever stands next to it sees it glow, so a player can mark
-- a safe room, or a way, for the others. A beacon burns for a while
-- (a timer: game.after), then gutters out. Whoever falls leaves their
-- pack where they fell, holding the arrows they had: the next to reach
-- it carries on with them. A pack in a pit's room is a decision.
-- `call` (a verb the mod adds) shouts to the others which room you are
-- in and how many beacons you still carry; it costs your turn.
-- Settings (mod.conf): beacons each, and the turns a beacon burns;
-- `wumpus play --set fellowship.beacons=4`.

local function setting(key)
  return game.setting("fellowship", key)
end

local function held_beacon(player)
  for _, id in ipairs(game.things_held(player)) do
    if game.thing(id).kind == "fellowship:beacon" then return id end
  end
end

game.register("fellowship:beacon", {
  name = "beacon",
  glyph = "*",
  colour = "cyan",

  on_join = function(player)
    for _ = 1, setting("beacons") do game.give("fellowship:beacon", player) end
  end,

  use = function(player, item)
    if item ~= "beacon" then return false end
    local id = held_beacon(player)
    if not id then return false end
    local room = game.player_room(player)
    game.move_thing(id, room)
    game.set_property(id, "fellowship:lit", true)
    game.message_all("info", game.player_name(player) ..
      " lights a beacon in room " .. room .. ".")
    game.after(setting("beacon_turns"), "on_beacon_out", id)
    return true
  end,

  percepts = function(player, room)
    if game.has(room, "fellowship:beacon") or
        game.next_to(room, "fellowship:beacon") then
      return "fellowship:glow", "A beacon glows nearby."
    end
  end,

  on_beacon_out = function(id)
    local beacon = game.thing(id)
    if not beacon or beacon.room == nil then return end
    game.message_all("info", "The beacon in room " .. beacon.room ..
      " gutters out.")
    game.remove(id)
  end,
})

game.register("fellowship:pack", {
  name = "pack",
  glyph = "%",
  colour = "yellow",

  on_death = function(player, cause)
    local arrows = game.arrows(player)
    if arrows == 0 then return end
    local room = game.player_room(player)
    local pack = game.place("fellowship:pack", room)
    game.set_property(pack, "fellowship:arrows", arrows)
    game.set_property(pack, "fellowship:owner", game.player_name(player))
    game.set_arrows(player, 0)
    game.message_all("info", game.player_name(player) .. " " .. cause ..
      "; their pack lies in room " .. room .. ".")
  end,

  on_enter = function(player, room)
    for _, pack in ipairs(game.things_in(room, "fellowship:pack")) do
      local arrows = game.property(pack, "fellowship:arrows")
      game.set_arrows(player, game.arrows(player) + arrows)
      game.message(player, "info", "You take " ..
        game.property(pack, "fellowship:owner") .. "'s pack: " .. arrows ..
        " arrows.")
      game.remove(pack)
    end
  end,
})

game.verb("call", { help = "tell the others where you are" }, function(player)
  local beacons = 0
  for _, id in ipairs(game.things_held(player)) do
    if game.thing(id).kind == "fellowship:beacon" then beacons = beacons + 1 end
  end
  game.message_all("info", game.player_name(player) .. " calls from room " ..
    game.player_room(player) .. " (" .. beacons .. " beacons left).")
end)
