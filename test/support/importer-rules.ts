// What each provider's own importer documents about the files it reads: column order, the column
// that names a task, date formats, how subtasks are linked. The files Kickoff offers for download
// when nothing is connected (core/export-files.ts) are checked against these in
// test/unit/importer-rules.test.ts. Each rule names its source; where the stored copy of a page was
// cut short, the rule says what was read and what was not.

export interface ImporterRule {
  /** Known columns in the order the importer documents; a file's columns must keep this order among themselves. */
  order: string[];
  /** Other names the importer takes for a documented column (Asana's export writes "Section/Column"). */
  aliases?: Record<string, string>;
  /** The column that must come first (the task's or item's name). */
  first: string;
  /** Date columns and the form their values must take. */
  dates: Record<string, RegExp>;
  /** Parent links: the id column and the parent column, and whether a parent must come before its children. */
  hierarchy?: { id: string; parent: string; parentsFirst: boolean };
  source: string;
}

export const IMPORTER_RULES = {
  asana: {
    order: ["Name", "Description", "Subtasks", "Section", "Assignee", "Collaborators", "Start Date", "Due Date"],
    first: "Name",
    aliases: { "Section/Column": "Section" },
    // The guide's own date format was cut off in the copy we could read; Asana's CSV export writes
    // YYYY-MM-DD and its importer takes its own exports back, so that is the form used.
    dates: { "Due Date": /^\d{4}-\d{2}-\d{2}$/ },
    source:
      "Asana Help Center, 'Preparing data for CSV import' (https://help.asana.com/hc/en-us/articles/14244171470491): 'The order of the columns in your CSV file must be precise. The task name must be the first column, followed by' Description, (Subtasks,) Section, Assignee, Collaborators, Start Date, Due Date",
  },
  jira: {
    order: ["Issue ID", "Issue Type", "Summary", "Description", "Due Date", "Priority", "Parent"],
    first: "Issue ID",
    // The CSV importer's default date format (its "Date format" setting), Java SimpleDateFormat.
    dates: { "Due Date": /^\d{2}\/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\/\d{2} \d{1,2}:\d{2} (AM|PM)$/ },
    hierarchy: { id: "Issue ID", parent: "Parent", parentsFirst: true },
    source:
      "Atlassian Support, 'Import data from a CSV file' (https://support.atlassian.com/jira-cloud-administration/docs/import-data-from-a-csv-file/): date format dd/MMM/yy h:mm a by default; an Issue ID column and a Parent column holding the parent's Issue ID build the hierarchy, parents listed before their children",
  },
  monday: {
    order: ["Name", "Group"],
    first: "Name",
    dates: { "Due date": /^\d{4}-\d{2}-\d{2}$/ },
    source:
      "monday.com Help Center, 'Import data from Excel/CSV': the first column becomes the item name, the other columns become board columns of a type chosen during import (URL not in our stored copies)",
  },
  smartsheet: {
    order: ["Task"],
    first: "Task",
    dates: { Due: /^\d{4}-\d{2}-\d{2}$/ },
    source:
      "Smartsheet Help, 'Import files to create new sheets': the first row can be used as column headers and one column is picked as the primary column (URL not in our stored copies)",
  },
} as const satisfies Record<string, ImporterRule>;
