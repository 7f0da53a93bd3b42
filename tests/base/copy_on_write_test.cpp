#include "base/copy_on_write.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using wumpus::base::CopyOnWrite;

TEST_CASE("copies share a value until one changes it", "[base][cow]") {
  CopyOnWrite<std::map<int, std::string>> original(
      std::map<int, std::string>{{1, "pit"}});
  CopyOnWrite<std::map<int, std::string>> copy = original;
  CHECK(&*copy == &*original);
  copy.edit()[2] = "bats";
  CHECK(&*copy != &*original);
  CHECK(original->size() == 1);
  CHECK(copy->size() == 2);
  // The only holder edits in place.
  const auto* before = &*copy;
  copy.edit()[3] = "gold";
  CHECK(&*copy == before);
}

TEST_CASE("a moved-from holder still holds its value", "[base][cow]") {
  CopyOnWrite<std::string> a(std::string("wumpus"));
  CopyOnWrite<std::string> b = std::move(a);
  CHECK(*a == "wumpus");
  CHECK(*b == "wumpus");
  b.edit() += "!";
  CHECK(*a == "wumpus");
  a = std::string("pit");
  CHECK(*a == "pit");
}
