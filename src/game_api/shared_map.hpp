// A map its copies share until one of them changes it, compared by
// identity before contents. What a cave is (the preset's numbers, what
// it held) is the same in every view of a game, and a server copies and
// compares views on every command: sharing makes that a reference count
// and a pointer comparison instead of a walk of two trees.
#pragma once

#include <initializer_list>
#include <map>
#include <memory>

namespace wumpus::game_api {

template <typename Key, typename Value>
class SharedMap {
 public:
  using Map = std::map<Key, Value>;
  using const_iterator = typename Map::const_iterator;

  SharedMap() = default;
  // Implicit, so a map or a braced list of pairs assigns as to a map.
  SharedMap(Map map)
      : map_(map.empty() ? nullptr : std::make_shared<Map>(std::move(map))) {}
  SharedMap(std::initializer_list<typename Map::value_type> items)
      : SharedMap(Map(items)) {}

  const Map& get() const { return map_ ? *map_ : empty_map(); }
  const_iterator begin() const { return get().begin(); }
  const_iterator end() const { return get().end(); }
  const_iterator find(const Key& key) const { return get().find(key); }
  std::size_t count(const Key& key) const { return get().count(key); }
  const Value& at(const Key& key) const { return get().at(key); }
  bool empty() const { return get().empty(); }
  std::size_t size() const { return get().size(); }

  // The entry to change: from now on this holder's own copy.
  Value& operator[](const Key& key) { return edit()[key]; }

  friend bool operator==(const SharedMap& a, const SharedMap& b) {
    return a.map_ == b.map_ || a.get() == b.get();
  }

 private:
  static const Map& empty_map() {
    static const Map none;
    return none;
  }
  Map& edit() {
    if (!map_)
      map_ = std::make_shared<Map>();
    else if (map_.use_count() > 1)
      map_ = std::make_shared<Map>(*map_);
    return *map_;
  }

  std::shared_ptr<Map> map_;  // null: empty, with nothing to allocate
};

}  // namespace wumpus::game_api
