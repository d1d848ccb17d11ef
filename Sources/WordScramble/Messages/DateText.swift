extension CalendarDate {
  /// The day as a sentence in the language of `messages` writes it: `March 1,
  /// 2027`, `1. März 2027`, `1er mars 2027`, `1 марта 2027 г.`. Machine
  /// output (JSON, CSV, the share line, `--date`) keeps `YYYY-MM-DD`.
  package func text(in messages: MessageCatalog) -> String {
    let month = monthName(in: messages)
    if day == 1 {
      // Translators: a date on the first of a month (French 1er, Italian 1º): %1$d the day, %2$s the month, %3$d the year.
      return messages(context: "date, the first of a month", "%2$s %1$d, %3$d", day, month, year)
    }
    // Translators: a date in a sentence: %1$d the day, %2$s the month's name as the month list below gives it, %3$d the year.
    return messages(context: "date", "%2$s %1$d, %3$d", day, month, year)
  }

  /// The month's name as a date uses it (Russian and Polish: the genitive).
  private func monthName(in messages: MessageCatalog) -> String {
    switch month {
    case 1: messages(context: "month in a date", "January")
    case 2: messages(context: "month in a date", "February")
    case 3: messages(context: "month in a date", "March")
    case 4: messages(context: "month in a date", "April")
    case 5: messages(context: "month in a date", "May")
    case 6: messages(context: "month in a date", "June")
    case 7: messages(context: "month in a date", "July")
    case 8: messages(context: "month in a date", "August")
    case 9: messages(context: "month in a date", "September")
    case 10: messages(context: "month in a date", "October")
    case 11: messages(context: "month in a date", "November")
    default: messages(context: "month in a date", "December")
    }
  }
}
