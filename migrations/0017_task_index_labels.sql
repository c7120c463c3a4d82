ALTER TABLE `task_index` ADD `label_names` text;
--> statement-breakpoint
-- Issue 25: search finds a task by its labels' names too. An FTS5 table's columns cannot be altered,
-- so task_search is made again with a label_names column (hand-written: drizzle has no virtual tables)
-- and its triggers follow both columns. A hit in the name still weighs more (bm25 weights in search.ts).
DROP TRIGGER IF EXISTS `task_index_search_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `task_index_search_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `task_index_search_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `task_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `task_search` USING fts5(name, label_names, content='task_index', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `task_index_search_insert` AFTER INSERT ON `task_index` BEGIN
  INSERT INTO task_search(rowid, name, label_names) VALUES (new.rowid, new.name, new.label_names);
END;
--> statement-breakpoint
CREATE TRIGGER `task_index_search_delete` AFTER DELETE ON `task_index` BEGIN
  INSERT INTO task_search(task_search, rowid, name, label_names) VALUES ('delete', old.rowid, old.name, old.label_names);
END;
--> statement-breakpoint
CREATE TRIGGER `task_index_search_update` AFTER UPDATE OF name, label_names ON `task_index` BEGIN
  INSERT INTO task_search(task_search, rowid, name, label_names) VALUES ('delete', old.rowid, old.name, old.label_names);
  INSERT INTO task_search(rowid, name, label_names) VALUES (new.rowid, new.name, new.label_names);
END;
--> statement-breakpoint
INSERT INTO task_search(task_search) VALUES ('rebuild');
