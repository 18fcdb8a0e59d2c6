// A trap stops the program where compiled Swift would, with its message.
let rows = ["Inbox", "Sent", "Trash"]
for i in 0...rows.count {
    print(rows[i])
}
