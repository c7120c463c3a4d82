-- Full-text search over task names and project names/descriptions (decision 020). External-content
-- FTS5 tables: the words are indexed, the text stays in task_index/projects, and triggers keep the two
-- in step. unicode61 folds case and diacritics, so "Café" is found by "cafe".
CREATE VIRTUAL TABLE `task_search` USING fts5(name, content='task_index', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `task_index_search_insert` AFTER INSERT ON `task_index` BEGIN
  INSERT INTO task_search(rowid, name) VALUES (new.rowid, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER `task_index_search_delete` AFTER DELETE ON `task_index` BEGIN
  INSERT INTO task_search(task_search, rowid, name) VALUES ('delete', old.rowid, old.name);
END;
--> statement-breakpoint
CREATE TRIGGER `task_index_search_update` AFTER UPDATE OF name ON `task_index` BEGIN
  INSERT INTO task_search(task_search, rowid, name) VALUES ('delete', old.rowid, old.name);
  INSERT INTO task_search(rowid, name) VALUES (new.rowid, new.name);
END;
--> statement-breakpoint
INSERT INTO task_search(task_search) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `project_search` USING fts5(name, description, content='projects', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `projects_search_insert` AFTER INSERT ON `projects` BEGIN
  INSERT INTO project_search(rowid, name, description) VALUES (new.id, new.name, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `projects_search_delete` AFTER DELETE ON `projects` BEGIN
  INSERT INTO project_search(project_search, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `projects_search_update` AFTER UPDATE OF name, description ON `projects` BEGIN
  INSERT INTO project_search(project_search, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
  INSERT INTO project_search(rowid, name, description) VALUES (new.id, new.name, new.description);
END;
--> statement-breakpoint
INSERT INTO project_search(project_search) VALUES ('rebuild');
