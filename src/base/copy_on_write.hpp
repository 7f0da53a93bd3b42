// A value its copies share until one of them changes it: copying it (a
// savepoint copies the world before every command) costs a reference
// count, and only the first change after a copy copies the value.
#pragma once

#include <memory>

namespace wumpus::base {

template <typename T>
class CopyOnWrite {
 public:
  CopyOnWrite() : value_(std::make_shared<T>()) {}
  explicit CopyOnWrite(T value)
      : value_(std::make_shared<T>(std::move(value))) {}
  // Copies only: a moved-from holder would hold nothing, and a copy is
  // as cheap as a move.
  CopyOnWrite(const CopyOnWrite&) = default;
  CopyOnWrite& operator=(const CopyOnWrite&) = default;
  CopyOnWrite& operator=(T value) {
    value_ = std::make_shared<T>(std::move(value));
    return *this;
  }

  const T& operator*() const { return *value_; }
  const T* operator->() const { return value_.get(); }
  // The value to change: this holder's own from now on.
  T& edit() {
    if (value_.use_count() > 1) value_ = std::make_shared<T>(*value_);
    return *value_;
  }
  // Holds the very value `other` holds: neither was changed since one
  // was copied from the other.
  bool shares(const CopyOnWrite& other) const { return value_ == other.value_; }

 private:
  std::shared_ptr<T> value_;  // never null
};

}  // namespace wumpus::base
