#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace editlens::core {

/// An error a user can act on: a translated message, and where in which input it happened.
/// `line` is 1-based; 0 means "the whole file". Value type, thread-safe to copy.
struct Error
{
    Error() = default;
    Error(QString message_, QString file_ = {}, int line_ = 0)
        : message(std::move(message_))
        , file(std::move(file_))
        , line(line_)
    {
    }

    QString message; ///< translated, one sentence, no trailing period
    QString file;    ///< the input file the error is about (may be empty)
    int line = 0;    ///< 1-based line in `file`, 0 when not line-specific

    /// "file:line: message", "file: message" or just "message".
    QString toString() const
    {
        if (file.isEmpty())
            return message;
        if (line > 0)
            return file + QLatin1Char(':') + QString::number(line) + QStringLiteral(": ") + message;
        return file + QStringLiteral(": ") + message;
    }
};

/// Value-or-error result returned by every fallible core function.
template<typename T>
class Result
{
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    /// By value, so that `f().value().member` stays valid in a range-for over a temporary.
    T value() && { return std::get<T>(std::move(m_data)); }
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

/// Result of an operation that yields nothing but may fail.
class Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}
    static Status success() { return {}; }

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace editlens::core
