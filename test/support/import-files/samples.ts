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

/**
 * Jira Cloud's export of a story with sub-tasks: "Parent" holds the parent's Issue id, "Parent
 * summary" its summary. KO-13's parent was not exported.
 */
export const JIRA_SUBTASKS_CSV = [
  "Summary,Issue key,Issue id,Issue Type,Status,Priority,Due Date,Parent,Parent summary",
  "Launch the site,KO-10,10010,Story,In Progress,High,,,",
  "Write the copy,KO-11,10011,Sub-task,Done,Medium,,10010,Launch the site",
  "Pick the images,KO-12,10012,Sub-task,To Do,Medium,02/Apr/27 9:00 AM,10010,Launch the site",
  "Check the links,KO-13,10013,Sub-task,To Do,Low,,10999,An old story",
  "Proofread the copy,KO-14,10014,Sub-task,To Do,Low,,10011,Write the copy",
].join("\r\n");

/** Asana's export lists a subtask with its parent's name in "Parent task", here before the parent. */
export const ASANA_SUBTASKS_CSV = [
  "Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email,Start Date,Due Date,Tags,Notes,Projects,Parent task",
  "2201,2027-01-01,,2027-01-02,Book the caterer,,,,,2027-02-01,,,,Plan the dinner",
  "2200,2027-01-01,,2027-01-02,Plan the dinner,Planning,,,,2027-02-10,,,Fair,",
  "2202,2027-01-01,2027-01-03,2027-01-03,Send invitations,,,,,,,,,Plan the dinner",
].join("\n");

/** A sheet with no ids (monday.com items and subitems saved as CSV): parents named by name. */
export const GENERIC_PARENT_CSV = [
  "Name,Status,Due,Parent item",
  "Website,Working on it,2027-05-01,",
  "Home page,Done,,Website",
  "Contact form,,2027-05-03,Website",
  "Newsletter,,,Marketing",
].join("\n");

/** A Trello board whose cards carry checklists (a closed card's checklist is not imported). */
export const TRELLO_CHECKLIST_BOARD = JSON.stringify({
  id: "5f1b",
  name: "Summer Fair",
  lists: [
    { id: "l1", name: "To Do", closed: false },
    { id: "l2", name: "Done", closed: false },
  ],
  cards: [
    { id: "c1", name: "Rent the tents", desc: "", idList: "l1", due: null, closed: false, idChecklists: ["k1", "k2"] },
    { id: "c2", name: "Book the band", desc: "", idList: "l2", due: null, closed: false, idChecklists: [] },
    { id: "c3", name: "Old idea", desc: "", idList: "l1", due: null, closed: true, idChecklists: ["k3"] },
  ],
  checklists: [
    {
      id: "k2",
      idCard: "c1",
      name: "Later",
      pos: 32768,
      checkItems: [{ id: "i3", name: "Return the tents", state: "incomplete", pos: 1, due: null }],
    },
    {
      id: "k1",
      idCard: "c1",
      name: "Checklist",
      pos: 16384,
      checkItems: [
        { id: "i2", name: "Pay the deposit", state: "incomplete", pos: 2, due: "2027-05-20T10:00:00.000Z" },
        { id: "i1", name: "Compare prices", state: "complete", pos: 1, due: null },
        { id: "i0", name: "   ", state: "incomplete", pos: 3, due: null },
      ],
    },
    { id: "k3", idCard: "c3", name: "Checklist", pos: 1, checkItems: [{ id: "i9", name: "Never mind", state: "incomplete", pos: 1 }] },
  ],
});
