// A program that traps: what it printed first, then Swift's message (exit 4).
let rows = ["Inbox", "Sent"]
for i in 0...rows.count {
    print(rows[i])
}
