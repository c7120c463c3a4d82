// Files as the tools export them (shapes from Trello's board JSON export, Jira's "Export CSV (all
// fields)" and Asana's "Export to CSV"), trimmed to a few rows.

export const TRELLO_BOARD = JSON.stringify({
  id: "5f1a",
  name: "Spring Fair",
  lists: [
    { id: "l1", name: "To Do", closed: false },
    { id: "l2", name: "Doing", closed: false },
    { id: "l3", name: "Done", closed: false },
  ],
  cards: [
    {
      id: "c1",
      name: "Rent the tents",
      desc: "Two big ones",
      idList: "l1",
      due: "2027-04-01T12:00:00.000Z",
      dueComplete: false,
      closed: false,
    },
    { id: "c2", name: "Design the flyer", desc: "", idList: "l2", due: null, closed: false },
    { id: "c3", name: "Book the band", desc: "", idList: "l3", due: null, closed: false },
    { id: "c4", name: "Old idea", desc: "", idList: "l1", due: null, closed: true },
  ],
  members: [{ id: "m1", fullName: "Ada", username: "ada" }],
});

export const JIRA_CSV = [
  "Summary,Issue key,Issue id,Issue Type,Status,Priority,Assignee,Due Date,Description,Sprint,Sprint",
  'Set up CI,KO-1,10001,Task,Done,High,,01/Mar/27 12:00 AM,"Runs on every push, with caching",S1,S2',
  'Write the docs,KO-2,10002,Task,In Progress,Medium,,,"Line one\nLine two",S1,',
  "Plan the launch,KO-3,10003,Story,To Do,Lowest,,15/Apr/27 9:30 AM,,,",
].join("\r\n");

export const ASANA_CSV = [
  "Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email,Start Date,Due Date,Tags,Notes,Projects,Parent task",
  "1201,2027-01-01,2027-01-05,2027-01-05,Pick the venue,Planning,Ada,{me},,2027-01-04,,Near the station,Fair,",
  "1202,2027-01-01,,2027-01-02,Order the food,Planning,Bob,bob@example.com,,2027-02-10,,,Fair,",
].join("\n");

/** Row 3's due date is not a date. */
export const BROKEN_JIRA_CSV = ["Summary,Issue key,Status,Due Date", "First,KO-1,To Do,01/Mar/27", "Second,KO-2,To Do,31/Foo/27"].join(
  "\n",
);
